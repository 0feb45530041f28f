import type { Subscription } from '@simlessly/shared'
import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Progress } from '@/components/ui/progress'
import { formatCount } from '@/lib/format'
import { dimensionMetric, quotaPercent } from '@/lib/quota'
import { cn } from '@/lib/utils'

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
  const plan =
    subscription.freeTrial && subscription.trialDaysLeft !== null
      ? t('home.subscription.trial', { count: subscription.trialDaysLeft })
      : (subscription.plan?.name ?? t('home.subscription.noPlan'))
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm"
    >
      <h3 id={id} className="font-medium text-sm text-zinc-700">
        {t('home.subscription.heading')}
      </h3>
      <p className="font-semibold text-xl text-zinc-900">{plan}</p>
      <div className="grid gap-2">
        <p className="text-sm text-zinc-700">{summary}</p>
        <Progress
          value={quotaPercent(used, total)}
          aria-label={t('home.subscription.quota', { dimension })}
          aria-valuetext={summary}
          className={cn(used > total && '[&>[data-slot=progress-indicator]]:bg-amber-500')}
        />
      </div>
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
