import type { Plan, Subscription } from '@simlessly/shared'
import { CalendarClock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatCount } from '@/lib/format'
import { formatDay } from '../billing-format'
import { planInclusions } from '../plan-inclusions'

type ScheduledPlanProps = {
  scheduled: NonNullable<Subscription['scheduled']>
  plans: readonly Plan[] | undefined
}

/** A plan bought to start later (after the trial, or a lower plan at renewal): when, and what it includes. */
export function ScheduledPlan({ scheduled, plans }: ScheduledPlanProps) {
  const { t } = useTranslation()
  const plan = plans?.find((p) => p.code === scheduled.plan)
  // Its quota and members: what the Usage figures will count against once it starts.
  const lines = plan ? planInclusions(plan).slice(0, 2) : []
  return (
    <div className="grid gap-1 rounded-md border border-border bg-muted px-3 py-2 text-sm text-foreground">
      <p className="flex items-center gap-2 font-medium text-foreground">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {t('billing.subscription.scheduled', {
          plan: scheduled.planName,
          date: formatDay(scheduled.startsAt),
        })}
      </p>
      {lines.length > 0 ? (
        <p>
          {t('billing.subscription.scheduledIncludes', {
            list: lines
              .map((line) =>
                t(`billing.inclusions.${line.key}`, {
                  count: line.count ?? 0,
                  formatted: line.count === undefined ? '' : formatCount(line.count),
                }),
              )
              .join(', '),
          })}
        </p>
      ) : null}
    </div>
  )
}
