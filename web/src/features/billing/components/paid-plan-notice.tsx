import type { Plan, Subscription } from '@simlessly/shared'
import { ArrowUpCircle, CalendarPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { formatDay } from '../billing-format'
import { paidThrough, planActions } from '../subscription-view'

type PaidPlanNoticeProps = { subscription: Subscription; plans: readonly Plan[] | undefined }

/**
 * Where a new plan was asked for while a paid one runs or is paid to start later: one plan timeline, so the
 * screen says which plan holds it and offers what can be bought instead (the upgrade, the next period).
 */
export function PaidPlanNotice({ subscription, plans }: PaidPlanNoticeProps) {
  const { t } = useTranslation()
  const first = subscription.timeline[0]
  if (!first) return null
  const headline = first.running
    ? t('billing.purchase.overlap.running', { plan: first.planName, date: formatDay(first.endsAt) })
    : t('billing.purchase.overlap.scheduled', { plan: first.planName, date: formatDay(first.startsAt) })
  return (
    <Alert variant="warning" role="status" className="max-w-3xl">
      <CalendarPlus aria-hidden="true" />
      <AlertTitle>{headline}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{t('billing.purchase.overlap.instead', { date: formatDay(paidThrough(subscription)) })}</p>
        <div className="flex flex-wrap gap-3">
          {planActions(subscription, plans).map((action, index) => (
            <Button key={action.kind} asChild variant={index === 0 ? 'default' : 'outline'}>
              <Link to={action.to}>
                {action.kind === 'UPGRADE' ? <ArrowUpCircle aria-hidden="true" /> : null}
                {t(`billing.actions.${action.kind === 'UPGRADE' ? 'upgrade' : 'next'}`)}
              </Link>
            </Button>
          ))}
        </div>
      </AlertDescription>
    </Alert>
  )
}
