import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useReport } from '@/api/insight'
import { PageHeader } from '@/components/page-header'
import { Permission } from '@/components/permission'
import { RangePicker, RangeSummary } from '@/components/range-picker'
import { LoadFailed } from '@/components/ui/load-failed'
import { refusalMessage } from '@/lib/error-message'
import { filterChange } from '@/lib/url-filters'
import { usePageParams } from '@/lib/use-page-params'
import { useRangeParams } from '@/lib/use-range-params'
import { readReportFilters, toReportRequest } from '../report-request'
import { MonthlyMailSwitch } from './monthly-mail-switch'
import { ReportExport } from './report-export'
import { ReportFilters } from './report-filters'
import { ReportTable } from './report-table'

/**
 * `reports` (Report): the daily usage report over a range, for the enterprise or one configuration and/or
 * group, with its totals and CSV/XLSX exports; the range and filters live in the URL.
 */
export function ReportsPage() {
  const { t } = useTranslation()
  const { choice, today, range, error, setChoice } = useRangeParams()
  const { params, update, pageNum, pageSize, setPage, setPageSize } = usePageParams()
  const search = params.toString()
  const filters = useMemo(() => readReportFilters(new URLSearchParams(search)), [search])
  const request = useMemo(() => toReportRequest(range, filters), [range, filters])
  const report = useReport(request)
  const data = report.isError ? undefined : report.data

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('routeTitles.reports')} description={t('insights.report.description')}>
        <ReportExport request={request} />
      </PageHeader>
      <Permission id="Report_Mail_Manage">
        <MonthlyMailSwitch />
      </Permission>
      <search
        aria-label={t('insights.report.filters')}
        className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm"
      >
        <RangePicker choice={choice} today={today} error={error} onChange={setChoice} />
        <ReportFilters {...filters} onChange={(key, value) => update(filterChange(key, value))} />
      </search>
      {data ? <RangeSummary from={data.from} to={data.to} timeZone={data.timeZone} /> : null}
      {request === undefined ? null : report.isError ? (
        <LoadFailed
          title={t('insights.report.loadFailed')}
          error={report.error}
          message={refusalMessage(report.error)}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <div aria-busy={report.isFetching || undefined}>
          <ReportTable
            report={data}
            loading={report.isPending}
            paging={{ pageNum, pageSize, setPage, setPageSize }}
          />
        </div>
      )}
    </div>
  )
}
