import { useTranslation } from 'react-i18next'
import { useDashboard } from '@/api/insight'
import { LoadingBlock } from '@/components/loading-block'
import { PageHeader } from '@/components/page-header'
import { RangePicker, RangeSummary } from '@/components/range-picker'
import { LoadFailed } from '@/components/ui/load-failed'
import { refusalMessage } from '@/lib/error-message'
import { useRangeParams } from '@/lib/use-range-params'
import { DashboardContent } from './dashboard-content'

/**
 * `dashboard` (Analytic): the enterprise's figures over a range of days kept in the URL, each chart with
 * its table; days are cut in the user's time zone, which the page names.
 */
export function DashboardPage() {
  const { t } = useTranslation()
  const { choice, today, range, error, setChoice } = useRangeParams()
  const dashboard = useDashboard(range)
  const data = dashboard.data

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('routeTitles.dashboard')} description={t('insights.dashboard.description')} />
      <div className="grid gap-3">
        <RangePicker choice={choice} today={today} error={error} onChange={setChoice} />
        {data && range && !dashboard.isError ? (
          <RangeSummary from={data.from} to={data.to} timeZone={data.timeZone} />
        ) : null}
      </div>
      {range === undefined ? null : dashboard.isError ? (
        <LoadFailed
          title={t('insights.dashboard.loadFailed')}
          error={dashboard.error}
          message={refusalMessage(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
        />
      ) : data ? (
        <div aria-busy={dashboard.isFetching || undefined}>
          <DashboardContent dashboard={data} />
        </div>
      ) : (
        <LoadingBlock label={t('insights.dashboard.loading')} />
      )}
    </div>
  )
}
