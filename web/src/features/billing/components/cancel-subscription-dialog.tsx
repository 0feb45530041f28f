import type { Subscription } from '@simlessly/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCancelSubscription } from '@/api/plan'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notifications } from '@/lib/notifications'
import { formatDay } from '../billing-format'
import { cancelKind } from '../subscription-view'

/**
 * "Cancel free trial" (it ends now) or "Turn off renewal" (the plan runs to its end, then stops), asked
 * first in words that say exactly that; nothing when there is nothing the server would cancel.
 */
export function CancelSubscriptionDialog({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const cancel = useCancelSubscription()
  const kind = cancelKind(subscription)
  if (!kind) return null
  const values = { plan: subscription.plan?.name ?? '', date: formatDay(subscription.endsOn) }

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false)
        notifications.notify(t(`billing.cancel.${kind}.done`), { variant: 'success' })
      },
    })

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) cancel.reset()
      }}
      trigger={<Button variant="outline">{t(`billing.cancel.${kind}.button`)}</Button>}
      title={t(`billing.cancel.${kind}.title`)}
      description={t(`billing.cancel.${kind}.description`, values)}
      confirmLabel={t(`billing.cancel.${kind}.confirm`)}
      cancelLabel={t('billing.cancel.keep')}
      onConfirm={confirm}
      pending={cancel.isPending}
      error={cancel.error}
      destructive
      lockWhilePending
    />
  )
}
