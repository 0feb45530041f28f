import type { Subscription } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { formatDay } from '../billing-format'

/**
 * Every paid plan on the enterprise's one timeline, in order: the one that runs and those paid to start
 * later, each with its dates, so none paid for is out of sight.
 */
export function PaidTimeline({ timeline }: { timeline: Subscription['timeline'] }) {
  const { t } = useTranslation()
  if (timeline.length === 0) return null
  return (
    <section aria-labelledby="paid-timeline" className="grid gap-2">
      <h3 id="paid-timeline" className="font-medium">
        {t('billing.timeline.heading')}
      </h3>
      <ol className="grid gap-2">
        {timeline.map((period) => (
          <li key={period.orderId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium">{period.planName}</span>
            <span>
              {t('billing.timeline.dates', {
                start: formatDay(period.startsAt),
                end: formatDay(period.endsAt),
              })}
            </span>
            <Badge variant={period.running ? 'success' : 'default'}>
              {t(period.running ? 'billing.timeline.running' : 'billing.timeline.scheduled')}
            </Badge>
          </li>
        ))}
      </ol>
    </section>
  )
}
