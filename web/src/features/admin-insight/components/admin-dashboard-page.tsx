import type { AdminDashboard } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useAdminDashboard } from '@/api/admin-insight'
import { DailyMetricsFigure } from '@/components/daily-metrics-figure'
import { LoadingBlock } from '@/components/loading-block'
import { PageHeader } from '@/components/page-header'
import { RangePicker, RangeSummary } from '@/components/range-picker'
import { LoadFailed } from '@/components/ui/load-failed'
import { refusalMessage } from '@/lib/error-message'
import { useRangeParams } from '@/lib/use-range-params'
import { EnterprisesCard } from './enterprises-card'
import { OperationsCard } from './operations-card'
import { OrdersRevenue } from './orders-revenue'
import { TopTenants } from './top-tenants'

const ACTIVITY = ['generated', 'downloads'] as const

/**
 * `admin/dashboard` (Admin_Dashboard_View): the platform over a range of days kept in the URL:
 * enterprises, orders and revenue, ACs and downloads across tenants, top tenants, the work queue and the
 * SM-DP+'s error rate.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation()
  const { choice, today, range, error, setChoice } = useRangeParams()
  const dashboard = useAdminDashboard(range)
  const data = dashboard.isError ? undefined : dashboard.data

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('routeTitles.admin/dashboard')} description={t('adminDashboard.description')} />
      <div className="grid gap-3">
        <RangePicker choice={choice} today={today} error={error} onChange={setChoice} />
        {data ? <RangeSummary from={data.from} to={data.to} timeZone={data.timeZone} /> : null}
      </div>
      {range === undefined ? null : dashboard.isError ? (
        <LoadFailed
          title={t('adminDashboard.loadFailed')}
          error={dashboard.error}
          message={refusalMessage(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
        />
      ) : data ? (
        <AdminDashboardContent dashboard={data} busy={dashboard.isFetching} />
      ) : (
        <LoadingBlock label={t('adminDashboard.loading')} />
      )}
    </div>
  )
}

function AdminDashboardContent({ dashboard, busy }: { dashboard: AdminDashboard; busy: boolean }) {
  const { t } = useTranslation()
  const quiet = ACTIVITY.every((metric) => dashboard.totals[metric] === 0)
  return (
    <div className="grid gap-6" aria-busy={busy || undefined}>
      <div className="grid gap-6 lg:grid-cols-2">
        <EnterprisesCard enterprises={dashboard.enterprises} />
        <OperationsCard
          queue={dashboard.queue}
          smdpErrorRate={dashboard.smdpErrorRate}
          notifications={dashboard.notifications}
        />
      </div>
      <OrdersRevenue orders={dashboard.orders} />
      <DailyMetricsFigure
        title={t('adminDashboard.activity')}
        description={t('rangePicker.timeZone', { zone: dashboard.timeZone })}
        metrics={ACTIVITY}
        days={dashboard.days}
        totals={dashboard.totals}
        empty={
          quiet ? (
            <p className="text-sm text-muted-foreground">{t('adminDashboard.noActivity')}</p>
          ) : undefined
        }
      />
      <TopTenants tenants={dashboard.topTenants} />
    </div>
  )
}
