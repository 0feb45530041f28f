import { type DailyMetrics, INSIGHT_METRICS, type Report } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { ListPanel } from '@/components/ui/list-panel'
import { TableCell, TableRow, TableRowHeader } from '@/components/ui/table'
import { formatCalendarDay, formatCount } from '@/lib/format'
import type { PageControls } from '@/lib/use-page-params'

const numeric = (text: string) => <span className="block text-right tabular-nums">{text}</span>

/**
 * The report's days, newest first (the day people look for), a page at a time, with the range's totals as
 * the last row of every page. The export keeps the calendar's order.
 */
export function ReportTable({
  report,
  loading,
  paging,
}: {
  report: Report | undefined
  loading: boolean
  paging: PageControls
}) {
  const { t } = useTranslation()
  const rows = (report?.rows ?? []).toReversed()
  const start = (paging.pageNum - 1) * paging.pageSize
  const columns: DataColumn<DailyMetrics>[] = [
    { id: 'day', header: t('chart.day'), cell: ({ row }) => formatCalendarDay(row.original.day) },
    ...INSIGHT_METRICS.map(
      (metric): DataColumn<DailyMetrics> => ({
        id: metric,
        header: () => <span className="block text-right">{t(`metrics.${metric}`)}</span>,
        meta: { label: t(`metrics.${metric}`) },
        cell: ({ row }) => numeric(formatCount(row.original[metric])),
      }),
    ),
  ]
  return (
    <ListPanel
      paginationLabel={t('insights.report.pages')}
      total={report ? rows.length : undefined}
      paging={paging}
    >
      <DataTable
        caption={t('insights.report.caption')}
        columns={columns}
        data={rows.slice(start, start + paging.pageSize)}
        getRowId={(row) => row.day}
        loading={loading}
        empty={t('insights.report.empty')}
        footer={
          report ? (
            <TableRow className="hover:bg-transparent">
              <TableRowHeader>{t('insights.report.totals')}</TableRowHeader>
              {INSIGHT_METRICS.map((metric) => (
                <TableCell key={metric}>{numeric(formatCount(report.totals[metric]))}</TableCell>
              ))}
            </TableRow>
          ) : null
        }
      />
    </ListPanel>
  )
}
