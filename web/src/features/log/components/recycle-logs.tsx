import { RECYCLE_RESULTS, type RecycleLogEntry } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useRecycleLogs } from '@/api/log'
import { Badge } from '@/components/ui/badge'
import type { DataColumn } from '@/components/ui/data-table'
import { displayValue } from '@/lib/format'
import { isOneOf } from '@/lib/one-of'
import { logFilterRequest } from '../log-filters'
import { LogView, useLogColumns } from './log-view'
import { useLogFilters } from './use-log-filters'

/** Logs > Recycle logs: each recycle of a profile, by a user or a campaign, and why one failed. */
export function RecycleLogs() {
  const { t } = useTranslation()
  const filters = useLogFilters('result')
  const { values, pageNum, pageSize } = filters
  const result = isOneOf(RECYCLE_RESULTS, values.choice) ? values.choice : undefined
  const query = useRecycleLogs({ ...logFilterRequest(values), result, pageNum, pageSize })
  const common = useLogColumns<RecycleLogEntry>()

  const columns: DataColumn<RecycleLogEntry>[] = [
    common.time,
    common.iccid,
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
    common.actor,
  ]

  return (
    <LogView
      view="recycle"
      filters={filters}
      columns={columns}
      page={query.data}
      loading={query.isPending}
      choice={{
        label: t('operationLogs.filters.result'),
        all: t('operationLogs.filters.allResults'),
        options: RECYCLE_RESULTS.map((value) => ({ value, label: t(`operationLogs.results.${value}`) })),
      }}
    />
  )
}
