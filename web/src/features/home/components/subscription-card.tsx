import type { Subscription } from '@simlessly/shared'
import type { TFunction } from 'i18next'
import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Progress } from '@/components/ui/progress'
import { formatCount } from '@/lib/format'
import { dimensionMetric, quotaPercent } from '@/lib/quota'
import { cn } from '@/lib/utils'

/**
 * What runs, in the words of its state: the trial's days left, the paid plan, an ended trial or plan (the
 * last plan's name alone would read as if it still ran), or none.
 */
function planLine(subscription: Subscription, t: TFunction): string {
  const { state, plan } = subscription
  if (state === 'TRIAL' && subscription.trialDaysLeft !== null) {
    return t('home.subscription.trial', { count: subscription.trialDaysLeft })
  }
  if (state === 'ACTIVE' && plan) return plan.name
  // The server says whether what ended was the trial.
  if (subscription.notice?.kind === 'TRIAL_EXPIRED') return t('home.subscription.trialEnded')
  if (state === 'EXPIRED' && plan) return t('home.subscription.ended', { plan: plan.name })
  return t('home.subscription.noPlan')
}

/** The plan (or the trial's days left) and this period's quota by the plan's billing dimension. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const id = useId()
  const { used, total } = subscription.downloads
  const dimension = t(`metrics.${dimensionMetric(subscription.billingDimension)}`)
  const summary = t('home.subscription.usedOf', {
    dimension,
    used: formatCount(used),
    total: formatCount(total),
  })
  const plan = planLine(subscription, t)
  const runs = subscription.period !== null
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <h3 id={id} className="font-medium text-sm text-muted-foreground">
        {t('home.subscription.heading')}
      </h3>
      <p className="font-semibold text-xl text-foreground">{plan}</p>
      {runs ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{summary}</p>
          <Progress
            value={quotaPercent(used, total)}
            aria-label={t('home.subscription.quota', { dimension })}
            aria-valuetext={summary}
            className={cn(used > total && '[&>[data-slot=progress-indicator]]:bg-warning')}
          />
        </div>
      ) : (
        <p className="text-sm">{t('home.subscription.noPeriod')}</p>
      )}
      <Link
        to="/subscription"
        className="inline-flex items-center gap-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
      >
        {t('home.subscription.link')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  )
}
