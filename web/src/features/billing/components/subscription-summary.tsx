import type { Plan, Subscription } from '@simlessly/shared'
import { ArrowUpCircle, ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Permission } from '@/components/permission'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { displayValue } from '@/lib/format'
import { formatDay } from '../billing-format'
import { planActions } from '../subscription-view'
import { CancelSubscriptionDialog } from './cancel-subscription-dialog'
import { PaidTimeline } from './paid-timeline'
import { ScheduledPlan } from './scheduled-plan'
import { SubscriptionStateBadge } from './subscription-state-badge'

const ACTION_LABELS = {
  NEW: 'billing.actions.choose',
  UPGRADE: 'billing.actions.upgrade',
  NEXT: 'billing.actions.next',
} as const

type SubscriptionSummaryProps = { subscription: Subscription; plans: readonly Plan[] | undefined }

/** The plan that runs: its name and state, the trial's days left, its dates, renewal and what comes next. */
export function SubscriptionSummary({ subscription, plans }: SubscriptionSummaryProps) {
  const { t } = useTranslation()
  const { plan, scheduled } = subscription
  const facts: [string, string][] = [
    [t('billing.subscription.startedOn'), formatDay(subscription.startedOn)],
    subscription.nextRenewal
      ? [t('billing.subscription.nextRenewal'), formatDay(subscription.nextRenewal)]
      : [t('billing.subscription.endsOn'), formatDay(subscription.endsOn)],
    [
      t('billing.subscription.autoRenew'),
      subscription.autoRenew ? t('billing.subscription.on') : t('billing.subscription.off'),
    ],
  ]

  return (
    <Card className="max-w-3xl">
      <CardContent className="grid gap-5">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="subscription-plan" className="font-semibold text-xl text-foreground">
              {displayValue(plan?.name)}
            </h2>
            <SubscriptionStateBadge state={subscription.state} />
          </div>
          <p className="text-sm text-muted-foreground">{displayValue(plan?.description)}</p>
        </div>
        {subscription.state === 'TRIAL' && subscription.trialDaysLeft !== null ? (
          <p className="font-medium text-foreground">
            {t('billing.subscription.trialDaysLeft', { count: subscription.trialDaysLeft })}
          </p>
        ) : null}
        <dl className="grid gap-3 sm:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term} className="grid gap-0.5">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="font-medium text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
        {scheduled ? <ScheduledPlan scheduled={scheduled} plans={plans} /> : null}
        <PaidTimeline timeline={subscription.timeline} />
        <div className="flex flex-wrap gap-3">
          <Permission id="Order_Purchase">
            {planActions(subscription, plans).map((action, index) => (
              <Button key={action.kind} asChild variant={index === 0 ? 'default' : 'outline'}>
                <Link to={action.to}>
                  {action.kind === 'UPGRADE' ? (
                    <ArrowUpCircle aria-hidden="true" />
                  ) : (
                    <ShoppingCart aria-hidden="true" />
                  )}
                  {t(ACTION_LABELS[action.kind])}
                </Link>
              </Button>
            ))}
          </Permission>
          <Permission id="Subscription_Manage">
            <CancelSubscriptionDialog subscription={subscription} />
          </Permission>
        </div>
      </CardContent>
    </Card>
  )
}
