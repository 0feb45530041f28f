import type { PlanCapability, PlanLock } from '@simlessly/shared'
import { ArrowUpCircle, Lock, ShoppingCart } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { usePlanLock } from '@/api/plan'
import { formatDate } from '@/lib/format'
import { LoadingBlock } from './loading-block'
import { Alert, AlertDescription, AlertTitle } from './ui/alert'
import { Button } from './ui/button'

/**
 * Where a form would be that the plan does not allow now: why, in the server's words for this person, and
 * the way out it names (choose a plan, upgrade, the day a paid plan starts; asking the owner is in the words).
 * `messageId` names the words, so that an action the lock disables can be described by them.
 */
export function PlanLockNotice({ lock, messageId }: { lock: PlanLock; messageId?: string }) {
  const { t } = useTranslation()
  return (
    <Alert variant="warning" role="status" aria-label={t('billing.lock.label')}>
      <Lock aria-hidden="true" />
      <AlertTitle id={messageId}>{lock.message}</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-3 pt-1">
        {lock.way === 'WAIT' && lock.next ? (
          <p>{t('billing.lock.wait', { plan: lock.next.planName, date: formatDate(lock.next.startsAt) })}</p>
        ) : null}
        {lock.way === 'CHOOSE_PLAN' || lock.way === 'UPGRADE' ? (
          <Button asChild size="sm">
            <Link to={lock.way === 'UPGRADE' ? '/order/purchase/UPGRADE' : '/order/purchase/NEW'}>
              {lock.way === 'UPGRADE' ? (
                <ArrowUpCircle aria-hidden="true" />
              ) : (
                <ShoppingCart aria-hidden="true" />
              )}
              {t(lock.way === 'UPGRADE' ? 'billing.actions.upgrade' : 'billing.actions.choose')}
            </Link>
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  )
}

/**
 * A form whose work the plan must allow (`capability`): the form itself when it does, else the lock in its
 * place, so nobody fills in a form the server would refuse. While the answer is on its way a placeholder
 * holds the place; if it cannot be had, the form is shown and the server still checks each request.
 */
export function PlanGate({ capability, children }: { capability: PlanCapability; children: ReactNode }) {
  const { t } = useTranslation()
  const { lock, pending } = usePlanLock(capability)
  if (pending)
    return <LoadingBlock blocks={1} className="sm:grid-cols-1" label={t('billing.lock.checking')} />
  return lock ? <PlanLockNotice lock={lock} /> : children
}
