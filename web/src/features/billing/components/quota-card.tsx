import { useTranslation } from 'react-i18next'
import { Progress } from '@/components/ui/progress'
import { formatCount } from '@/lib/format'
import type { QuotaView } from '../subscription-view'

/**
 * One quota: used, available, exceed and total, with a bar. Use past the total is allowed and billed as
 * overage, so it reads as a warning in amber, never as an error.
 */
export function QuotaCard({ id, title, quota }: { id: string; title: string; quota: QuotaView }) {
  const { t } = useTranslation()
  const summary = t('billing.quota.usedOf', {
    used: formatCount(quota.used),
    total: formatCount(quota.total),
  })
  const figures: [string, number][] = [
    [t('billing.quota.used'), quota.used],
    [t('billing.quota.available'), quota.available],
    [t('billing.quota.exceed'), quota.exceed],
    [t('billing.quota.total'), quota.total],
  ]
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="font-medium text-foreground">
          {title}
        </h3>
        <span className="text-sm text-muted-foreground">{summary}</span>
      </div>
      <Progress
        value={quota.percent}
        aria-label={title}
        aria-valuetext={summary}
        className={quota.over ? '[&>[data-slot=progress-indicator]]:bg-warning' : undefined}
      />
      <dl className="grid grid-cols-4 gap-2 text-sm">
        {figures.map(([term, value]) => (
          <div key={term} className="grid gap-0.5">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-semibold text-foreground tabular-nums">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {quota.over ? (
        <p className="rounded-md border border-warning/60 bg-warning/10 px-3 py-2 text-foreground text-sm">
          {t('billing.quota.overage', { count: quota.exceed, exceed: formatCount(quota.exceed) })}
        </p>
      ) : null}
    </section>
  )
}
