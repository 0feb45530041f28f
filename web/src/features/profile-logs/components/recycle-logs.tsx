import { RECYCLE_RESULTS, type RecycleLogEntry } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { Pagination } from '@/components/ui/pagination'
import { displayValue } from '@/lib/format'
import { type RecycleResult, useRecycleLogs } from '../api/list-recycle-logs'
import { logFilterRequest } from '../log-filters'
import { LogFilterForm } from './log-filter-form'
import { LogTime } from './log-time'
import { useLogFilters } from './use-log-filters'

const isResult = (value: string): value is RecycleResult =>
  (RECYCLE_RESULTS as readonly string[]).includes(value)

/** Logs > Recycle logs: each recycle of a profile, by a user or a campaign, and why one failed. */
export function RecycleLogs() {
  const { t } = useTranslation()
  const { values, apply, pageNum, pageSize, setPage, setPageSize } = useLogFilters('result')
  const result = isResult(values.choice) ? values.choice : undefined
  const query = useRecycleLogs({ ...logFilterRequest(values), result, pageNum, pageSize })
  const page = query.data

  const columns: DataColumn<RecycleLogEntry>[] = [
    {
      id: 'at',
      header: t('operationLogs.columns.time'),
      cell: ({ row }) => <LogTime at={row.original.at} />,
    },
    {
      id: 'iccid',
      header: t('operationLogs.columns.iccid'),
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.iccid}</span>,
    },
    {
      id: 'result',
      header: t('operationLogs.columns.result'),
      cell: ({ row }) => (
        <Badge variant={row.original.result === 'RECYCLED' ? 'success' : 'destructive'}>
          {t(`operationLogs.results.${row.original.result}`)}
        </Badge>
      ),
    },
    {
      id: 'reason',
      header: t('operationLogs.columns.reason'),
      cell: ({ row }) => (
        <span className="block max-w-72 break-words">{displayValue(row.original.reason)}</span>
      ),
    },
    {
      id: 'actor',
      header: t('operationLogs.columns.actor'),
      cell: ({ row }) => displayValue(row.original.actor),
    },
  ]

  const filtered = Object.values(values).some(Boolean)
  return (
    <div className="grid gap-4">
      <LogFilterForm
        idPrefix="recycle-log"
        values={values}
        onApply={apply}
        choice={{
          label: t('operationLogs.filters.result'),
          all: t('operationLogs.filters.allResults'),
          options: RECYCLE_RESULTS.map((value) => ({ value, label: t(`operationLogs.results.${value}`) })),
        }}
      />
      <div className="grid gap-4 rounded-xl border border-zinc-200 bg-white p-2 shadow-sm sm:p-4">
        <DataTable
          columns={columns}
          data={page?.list ?? []}
          caption={t('operationLogs.recycle.caption')}
          getRowId={(entry) => entry.logId}
          loading={query.isPending}
          empty={filtered ? t('operationLogs.emptyFiltered') : t('operationLogs.recycle.empty')}
        />
        {page && page.total > 0 ? (
          <Pagination
            label={t('operationLogs.recycle.pagination')}
            pageNum={pageNum}
            pageSize={pageSize}
            total={page.total}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        ) : null}
      </div>
    </div>
  )
}
