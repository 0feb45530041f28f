import { type Dashboard, INSIGHT_METRICS } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { BarList } from '@/components/bar-list'
import { DailyMetricsFigure } from '@/components/daily-metrics-figure'
import { SectionCard } from '@/components/section-card'
import { formatCalendarDay } from '@/lib/format'
import { BreakdownTable } from './breakdown-table'
import { PlanQuota } from './plan-quota'

/** True when nothing was counted in the range: the charts would be flat lines at zero. */
export const isEmptyRange = (dashboard: Dashboard) =>
  INSIGHT_METRICS.every((metric) => dashboard.totals[metric] === 0)

/** The dashboard's figures over the range, then the fleet as it is now and the plan's quota. */
export function DashboardContent({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation()
  const empty = isEmptyRange(dashboard)
  const range = { from: formatCalendarDay(dashboard.from), to: formatCalendarDay(dashboard.to) }
  return (
    <div className="grid gap-6">
      {dashboard.quota ? <PlanQuota quota={dashboard.quota} /> : null}
      <DailyMetricsFigure
        title={t('insights.dashboard.perDay')}
        description={t('rangePicker.timeZone', { zone: dashboard.timeZone })}
        metrics={INSIGHT_METRICS}
        days={dashboard.days}
        totals={dashboard.totals}
        empty={
          empty ? (
            <div className="grid justify-items-center gap-1 rounded-lg border border-input border-dashed px-4 py-10 text-center">
              <p className="font-medium text-foreground">{t('insights.dashboard.empty', range)}</p>
              <p className="text-sm text-muted-foreground">{t('insights.dashboard.emptyHint')}</p>
            </div>
          ) : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {empty ? null : (
          <SectionCard title={t('insights.dashboard.failureReasons')}>
            {dashboard.failureReasons.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('insights.dashboard.noFailures')}</p>
            ) : (
              <BarList
                caption={t('insights.dashboard.failureReasons')}
                labelHeader={t('insights.dashboard.reason')}
                valueHeader={t('metrics.failures')}
                color="var(--chart-4)"
                rows={dashboard.failureReasons.map(({ reason, count }) => ({
                  key: reason,
                  label: reason,
                  value: count,
                }))}
              />
            )}
          </SectionCard>
        )}
        <SectionCard title={t('insights.dashboard.fleet')} description={t('insights.dashboard.fleetHint')}>
          <BarList
            caption={t('insights.dashboard.fleet')}
            labelHeader={t('insights.dashboard.state')}
            valueHeader={t('insights.dashboard.profiles')}
            color="var(--chart-1)"
            rows={dashboard.fleet.map(({ state, count }) => ({
              key: state,
              label: t(`insights.fleetStates.${state}`),
              value: count,
            }))}
          />
        </SectionCard>
      </div>
      {empty ? null : (
        <div className="grid gap-6 xl:grid-cols-2">
          <SectionCard title={t('insights.dashboard.byConfig')}>
            <BreakdownTable
              caption={t('insights.dashboard.byConfig')}
              nameHeader={t('insights.dashboard.config')}
              rows={dashboard.byConfig}
            />
          </SectionCard>
          <SectionCard title={t('insights.dashboard.byGroup')}>
            <BreakdownTable
              caption={t('insights.dashboard.byGroup')}
              nameHeader={t('insights.dashboard.group')}
              rows={dashboard.byGroup}
            />
          </SectionCard>
        </div>
      )}
    </div>
  )
}
