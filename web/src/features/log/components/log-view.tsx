import { useTranslation } from 'react-i18next'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { ListPanel } from '@/components/ui/list-panel'
import { displayValue } from '@/lib/format'
import { LogFilterForm, type LogFilterFormProps } from './log-filter-form'
import type { useLogFilters } from './use-log-filters'

type LogEntry = { logId: string; at: number; iccid: string; actor?: string | undefined }

/** The columns every log starts with (time, ICCID) and ends with (who). */
export function useLogColumns<T extends LogEntry>() {
  const { t } = useTranslation()
  const time: DataColumn<T> = {
    id: 'at',
    header: t('operationLogs.columns.time'),
    cell: ({ row }) => <DateTime at={row.original.at} className="block min-w-24 whitespace-nowrap" />,
  }
  const iccid: DataColumn<T> = {
    id: 'iccid',
    header: t('operationLogs.columns.iccid'),
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.iccid}</span>,
  }
  const actor: DataColumn<T> = {
    id: 'actor',
    header: t('operationLogs.columns.actor'),
    cell: ({ row }) => displayValue(row.original.actor),
  }
  return { time, iccid, actor }
}

type LogViewProps<T extends LogEntry> = {
  /** Names its texts (`operationLogs.<view>.*`) and keeps its form's ids apart from the other view's. */
  view: 'profile' | 'recycle'
  filters: ReturnType<typeof useLogFilters>
  choice: LogFilterFormProps['choice']
  columns: DataColumn<T>[]
  page: { list: T[]; total: number } | undefined
  loading: boolean
}

/** One log view: its filters, then its entries a page at a time. */
export function LogView<T extends LogEntry>({
  view,
  filters,
  choice,
  columns,
  page,
  loading,
}: LogViewProps<T>) {
  const { t } = useTranslation()
  const filtered = Object.values(filters.values).some(Boolean)
  return (
    <div className="grid gap-4">
      <LogFilterForm
        idPrefix={`${view}-log`}
        values={filters.values}
        onApply={filters.apply}
        choice={choice}
      />
      <ListPanel paginationLabel={t(`operationLogs.${view}.pagination`)} total={page?.total} paging={filters}>
        <DataTable
          columns={columns}
          data={page?.list ?? []}
          caption={t(`operationLogs.${view}.caption`)}
          getRowId={(entry) => entry.logId}
          loading={loading}
          empty={filtered ? t('operationLogs.emptyFiltered') : t(`operationLogs.${view}.empty`)}
        />
      </ListPanel>
    </div>
  )
}
