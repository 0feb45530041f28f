import type { TeamAuditEntry } from '@simlessly/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTeamAudit } from '@/api/member'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { ListPanel } from '@/components/ui/list-panel'
import { LoadFailed } from '@/components/ui/load-failed'
import { displayValue } from '@/lib/format'
import { readableChange } from '../audit-text'

/** A change's before and after: "Viewer → Admin", read out as "Viewer to Admin". */
function Change({ entry }: { entry: TeamAuditEntry }) {
  const { t } = useTranslation()
  if (entry.before === undefined && entry.after === undefined) return displayValue(undefined)
  return (
    <span>
      {displayValue(entry.before && readableChange(entry.before, t))} <span aria-hidden="true">→</span>
      <span className="sr-only">{t('team.activity.to')}</span>{' '}
      {displayValue(entry.after && readableChange(entry.after, t))}
    </span>
  )
}

/**
 * The team's changes under the members, newest first: when, who, what, to whom, and what it was before and
 * after. Paged in the component, so it does not take over the members' page in the address.
 */
export function TeamActivity() {
  const { t } = useTranslation()
  const [pageNum, setPage] = useState(1)
  const [pageSize, setSize] = useState(10)
  const query = useTeamAudit({ pageNum, pageSize })
  const paging = {
    pageNum,
    pageSize,
    setPage,
    setPageSize: (size: number) => {
      setSize(size)
      setPage(1)
    },
  }

  const columns: DataColumn<TeamAuditEntry>[] = [
    {
      id: 'at',
      header: t('team.activity.columns.at'),
      cell: ({ row }) => <DateTime at={row.original.at} className="whitespace-nowrap" />,
    },
    { id: 'actor', header: t('team.activity.columns.actor'), cell: ({ row }) => row.original.actor },
    {
      id: 'action',
      header: t('team.activity.columns.action'),
      cell: ({ row }) => t(`team.activity.actions.${row.original.action}`),
    },
    {
      id: 'target',
      header: t('team.activity.columns.target'),
      cell: ({ row }) => <span className="break-all">{row.original.target}</span>,
    },
    {
      id: 'change',
      header: t('team.activity.columns.change'),
      cell: ({ row }) => <Change entry={row.original} />,
    },
  ]

  return (
    <section aria-labelledby="team-activity" className="grid gap-3">
      <h2 id="team-activity" className="font-semibold text-lg text-foreground">
        {t('team.activity.heading')}
      </h2>
      {query.isError && !query.data ? (
        <LoadFailed
          title={t('team.activity.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListPanel paginationLabel={t('team.activity.pagination')} total={query.data?.total} paging={paging}>
          <DataTable
            columns={columns}
            data={query.data?.list ?? []}
            caption={t('team.activity.caption')}
            getRowId={(entry) => entry.entryId}
            loading={query.isPending}
            empty={t('team.activity.empty')}
          />
        </ListPanel>
      )}
    </section>
  )
}
