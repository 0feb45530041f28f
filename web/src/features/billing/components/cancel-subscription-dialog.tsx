import type { Subscription } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useCancelSubscription } from '@/api/plan'
import { Button } from '@/components/ui/button'
import { ConfirmMutationDialog } from '@/components/ui/confirm-mutation-dialog'
import { formatDay } from '../billing-format'
import { cancelKind } from '../subscription-view'

/**
 * "Cancel free trial" (it ends now) or "Turn off renewal" (the plan runs to its end, then stops), asked
 * first in words that say exactly that; nothing when there is nothing the server would cancel.
 */
export function CancelSubscriptionDialog({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const cancel = useCancelSubscription()
  const kind = cancelKind(subscription)
  if (!kind) return null
  const values = { plan: subscription.plan?.name ?? '', date: formatDay(subscription.endsOn) }

  return (
    <ConfirmMutationDialog
      mutation={cancel}
      variables={undefined}
      doneMessage={t(`billing.cancel.${kind}.done`)}
      retryable
      trigger={<Button variant="outline">{t(`billing.cancel.${kind}.button`)}</Button>}
      title={t(`billing.cancel.${kind}.title`)}
      description={t(`billing.cancel.${kind}.description`, values)}
      confirmLabel={t(`billing.cancel.${kind}.confirm`)}
      cancelLabel={t('billing.cancel.keep')}
      destructive
      lockWhilePending
    />
  )
}
