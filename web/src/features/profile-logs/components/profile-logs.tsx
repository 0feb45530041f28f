import { PROFILE_LOG_ACTIONS, type ProfileLogAction, type ProfileLogEntry } from '@simlessly/shared'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { Pagination } from '@/components/ui/pagination'
import { displayValue } from '@/lib/format'
import { useProfileLogs } from '../api/list-profile-logs'
import { logFilterRequest } from '../log-filters'
import { LogFilterForm } from './log-filter-form'
import { LogTime } from './log-time'
import { useLogFilters } from './use-log-filters'

const isAction = (value: string): value is ProfileLogAction =>
  (PROFILE_LOG_ACTIONS as readonly string[]).includes(value)

/** Logs > Profile logs: every state change and user action on a profile, with who, when, before and after. */
export function ProfileLogs() {
  const { t } = useTranslation()
  const { values, apply, pageNum, pageSize, setPage, setPageSize } = useLogFilters('action')
  const action = isAction(values.choice) ? values.choice : undefined
  const query = useProfileLogs({ ...logFilterRequest(values), action, pageNum, pageSize })
  const page = query.data

  const columns: DataColumn<ProfileLogEntry>[] = [
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
      id: 'action',
      header: t('operationLogs.columns.action'),
      cell: ({ row }) => <Badge>{t(`operationLogs.actions.${row.original.action}`)}</Badge>,
    },
    {
      id: 'change',
      header: t('operationLogs.columns.change'),
      cell: ({ row }) => (
        <span className="flex max-w-80 flex-wrap items-center gap-1.5">
          <span className="break-words">{displayValue(row.original.before)}</span>
          <ArrowRight aria-hidden="true" className="size-3.5 shrink-0 text-zinc-500" />
          <span className="sr-only">{` ${t('operationLogs.changedTo')} `}</span>
          <span className="break-words font-medium text-zinc-900">{displayValue(row.original.after)}</span>
        </span>
      ),
    },
    {
      id: 'actor',
      header: t('operationLogs.columns.actor'),
      cell: ({ row }) => displayValue(row.original.actor),
    },
    {
      id: 'detail',
      header: t('operationLogs.columns.detail'),
      cell: ({ row }) => (
        <span className="block max-w-64 break-words">{displayValue(row.original.detail)}</span>
      ),
    },
  ]

  const filtered = Object.values(values).some(Boolean)
  return (
    <div className="grid gap-4">
      <LogFilterForm
        idPrefix="profile-log"
        values={values}
        onApply={apply}
        choice={{
          label: t('operationLogs.filters.action'),
          all: t('operationLogs.filters.allActions'),
          options: PROFILE_LOG_ACTIONS.map((value) => ({
            value,
            label: t(`operationLogs.actions.${value}`),
          })),
        }}
      />
      <div className="grid gap-4 rounded-xl border border-zinc-200 bg-white p-2 shadow-sm sm:p-4">
        <DataTable
          columns={columns}
          data={page?.list ?? []}
          caption={t('operationLogs.profile.caption')}
          getRowId={(entry) => entry.logId}
          loading={query.isPending}
          empty={filtered ? t('operationLogs.emptyFiltered') : t('operationLogs.profile.empty')}
        />
        {page && page.total > 0 ? (
          <Pagination
            label={t('operationLogs.profile.pagination')}
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
