import { formatUsd, type Order } from '@simlessly/shared'
import { XCircle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCloseAdminOrder } from '@/api/admin-order'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notifications } from '@/lib/notifications'

/** "Close order": an unpaid or unconfirmed order can no longer be paid. */
export function CloseOrderDialog({ order }: { order: Order }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const close = useCloseAdminOrder()
  const named = {
    amount: formatUsd(order.amountCents),
    enterprise: order.enterpriseName,
    orderId: order.orderId,
    plan: order.planName,
    status: t(`adminOrders.statuses.${order.status}`),
  }

  const run = () =>
    close.mutate(order.orderId, {
      onSuccess: () => {
        setOpen(false)
        notifications.notify(t('adminOrders.close.done', named), { variant: 'success' })
      },
    })

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) close.reset()
      }}
      trigger={
        <Button variant="outline">
          <XCircle aria-hidden="true" />
          {t('adminOrders.actions.close')}
        </Button>
      }
      title={t('adminOrders.close.title', named)}
      description={t('adminOrders.close.body', named)}
      confirmLabel={t('adminOrders.close.submit')}
      cancelLabel={t('adminOrders.close.keep')}
      onConfirm={run}
      pending={close.isPending}
      error={close.error}
      destructive
      lockWhilePending
    />
  )
}
