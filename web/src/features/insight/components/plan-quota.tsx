import type { Dashboard } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Permission } from '@/components/permission'
import { SectionCard } from '@/components/section-card'
import { Progress } from '@/components/ui/progress'
import { formatCount, formatDate } from '@/lib/format'
import { dimensionMetric, quotaPercent } from '@/lib/quota'
import { cn } from '@/lib/utils'

type Quota = NonNullable<Dashboard['quota']>

/** The plan's quota for the current period: used against included, past it reads as overage. */
export function PlanQuota({ quota }: { quota: Quota }) {
  const { t } = useTranslation()
  const dimension = t(`metrics.${dimensionMetric(quota.billingDimension)}`)
  const percent = quotaPercent(quota.used, quota.total)
  const over = quota.used > quota.total
  const summary = t('insights.quota.usedOf', {
    used: formatCount(quota.used),
    total: formatCount(quota.total),
    dimension,
  })
  return (
    <SectionCard
      title={t('insights.quota.title')}
      description={t('insights.quota.period', {
        plan: quota.planName ?? t('insights.quota.noPlanName'),
        start: formatDate(quota.periodStart),
        end: formatDate(quota.periodEnd),
      })}
      action={
        <Permission id="Subscription_View">
          <Link
            to="/subscription"
            className="font-medium text-primary text-sm underline-offset-4 hover:underline"
          >
            {t('insights.quota.manage')}
          </Link>
        </Permission>
      }
    >
      <div className="grid gap-2">
        <p className="text-sm text-foreground">{summary}</p>
        <Progress
          value={percent}
          aria-label={t('insights.quota.title')}
          aria-valuetext={summary}
          className={cn(over && '[&>[data-slot=progress-indicator]]:bg-warning')}
        />
        {over ? (
          <p className="text-foreground text-sm">
            {t('insights.quota.over', { exceed: formatCount(quota.used - quota.total), dimension })}
          </p>
        ) : null}
      </div>
    </SectionCard>
  )
}
