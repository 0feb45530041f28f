import { formatUsd, type Order } from '@simlessly/shared'
import { BadgeCheck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfirmAdminOrder } from '@/api/admin-order'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notifications } from '@/lib/notifications'
import { formatDay } from '../order-format'

/** "Confirm transfer received": the order is paid by bank transfer and its plan starts (now or later). */
export function ConfirmTransferDialog({ order }: { order: Order }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const confirm = useConfirmAdminOrder()
  const named = {
    amount: formatUsd(order.amountCents),
    enterprise: order.enterpriseName,
    orderId: order.orderId,
    plan: order.planName,
    reference: order.bankDetails?.reference ?? order.orderId,
  }
  const starts =
    order.planStartAt > Date.now()
      ? t('adminOrders.confirm.startsOn', { day: formatDay(order.planStartAt) })
      : t('adminOrders.confirm.startsNow')

  const run = () =>
    confirm.mutate(order.orderId, {
      onSuccess: (paid) => {
        setOpen(false)
        notifications.notify(
          t('adminOrders.confirm.done', { ...named, status: t(`adminOrders.statuses.${paid.status}`) }),
          { variant: 'success' },
        )
      },
    })

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) confirm.reset()
      }}
      trigger={
        <Button>
          <BadgeCheck aria-hidden="true" />
          {t('adminOrders.actions.confirm')}
        </Button>
      }
      title={t('adminOrders.confirm.title', named)}
      description={`${t('adminOrders.confirm.body', named)} ${starts}`}
      confirmLabel={t('adminOrders.confirm.submit', named)}
      onConfirm={run}
      pending={confirm.isPending}
      error={confirm.error}
      lockWhilePending
    />
  )
}
