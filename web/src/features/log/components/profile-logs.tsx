import { PROFILE_LOG_ACTIONS, type ProfileLogEntry } from '@simlessly/shared'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useProfileLogs } from '@/api/log'
import { AcWithheld } from '@/components/ac-withheld'
import { Badge } from '@/components/ui/badge'
import type { DataColumn } from '@/components/ui/data-table'
import { displayValue } from '@/lib/format'
import { isOneOf } from '@/lib/one-of'
import { logValueText } from '@/lib/profile-log-value'
import { logFilterRequest } from '../log-filters'
import { LogView, useLogColumns } from './log-view'
import { useLogFilters } from './use-log-filters'

/** Logs > Profile logs: every state change and user action on a profile, with who, when, before and after. */
export function ProfileLogs() {
  const { t } = useTranslation()
  const filters = useLogFilters('action')
  const { values, pageNum, pageSize } = filters
  const action = isOneOf(PROFILE_LOG_ACTIONS, values.choice) ? values.choice : undefined
  const query = useProfileLogs({ ...logFilterRequest(values), action, pageNum, pageSize })
  const common = useLogColumns<ProfileLogEntry>()

  const columns: DataColumn<ProfileLogEntry>[] = [
    common.time,
    common.iccid,
    {
      id: 'action',
      header: t('operationLogs.columns.action'),
      cell: ({ row }) => <Badge>{t(`profileLogActions.${row.original.action}`)}</Badge>,
    },
    {
      id: 'change',
      header: t('operationLogs.columns.change'),
      // An event without a before and after (a failure the SM-DP+ reported) says what happened in its detail;
      // null values were ACs (a re-generation) withheld from a role without Ac_Download.
      cell: ({ row }) =>
        row.original.before === undefined && row.original.after === undefined ? (
          displayValue(undefined)
        ) : row.original.before === null || row.original.after === null ? (
          <AcWithheld compact />
        ) : (
          <span className="flex max-w-80 flex-wrap items-center gap-1.5">
            <span className="break-words">{logValueText(row.original.action, row.original.before, t)}</span>
            <ArrowRight aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
            <span className="sr-only">{` ${t('operationLogs.changedTo')} `}</span>
            <span className="break-words font-medium text-foreground">
              {logValueText(row.original.action, row.original.after, t)}
            </span>
          </span>
        ),
    },
    common.actor,
    {
      id: 'detail',
      header: t('operationLogs.columns.detail'),
      cell: ({ row }) => (
        <span className="block max-w-64 break-words">{displayValue(row.original.detail)}</span>
      ),
    },
  ]

  return (
    <LogView
      view="profile"
      filters={filters}
      columns={columns}
      page={query.data}
      loading={query.isPending}
      choice={{
        label: t('operationLogs.filters.action'),
        all: t('operationLogs.filters.allActions'),
        options: PROFILE_LOG_ACTIONS.map((value) => ({ value, label: t(`profileLogActions.${value}`) })),
      }}
    />
  )
}
