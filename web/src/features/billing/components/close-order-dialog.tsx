import { formatUsd, type Order } from '@simlessly/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCloseOrder } from '@/api/order'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

/** Closes an unpaid order after asking: its checkout or transfer can no longer be paid. */
export function CloseOrderDialog({ order }: { order: Order }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const close = useCloseOrder()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) close.reset()
      }}
      trigger={<Button variant="outline">{t('billing.close.button')}</Button>}
      title={t('billing.close.title', { orderId: order.orderId })}
      description={t('billing.close.description', {
        plan: order.planName,
        amount: formatUsd(order.amountCents),
      })}
      confirmLabel={t('billing.close.confirm')}
      cancelLabel={t('billing.close.keep')}
      onConfirm={() => close.mutate(order.orderId, { onSuccess: () => setOpen(false) })}
      pending={close.isPending}
      error={close.error}
      destructive
      lockWhilePending
    />
  )
}
