import type { InvitationLink } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useInvitationLinks } from '@/api/admin-invitation'
import { Permission } from '@/components/permission'
import { Badge } from '@/components/ui/badge'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { ListPanel } from '@/components/ui/list-panel'
import { displayValue } from '@/lib/format'
import { invitationGrant } from '@/lib/invitation-grant'
import { usePageParams } from '@/lib/use-page-params'
import { RevokeLinkDialog } from './revoke-link-dialog'

const STATUS_VARIANT = {
  ACTIVE: 'success',
  EXPIRED: 'default',
  USED_UP: 'warning',
  REVOKED: 'destructive',
} as const

/** The links, newest first: prefix, grant, brand, last day, uses (opening who signed up), status, note. */
export function LinksTable({ onOpenSignups }: { onOpenSignups: (link: InvitationLink) => void }) {
  const { t } = useTranslation()
  const paging = usePageParams()
  const query = useInvitationLinks({ pageNum: paging.pageNum, pageSize: paging.pageSize })
  const columns: DataColumn<InvitationLink>[] = [
    {
      id: 'prefix',
      header: t('adminInvitations.columns.link'),
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.prefix}…</span>,
    },
    {
      id: 'grant',
      header: t('adminInvitations.columns.grant'),
      cell: ({ row }) => invitationGrant(t, row.original.preset),
    },
    {
      id: 'sys',
      header: t('adminInvitations.columns.brand'),
      cell: ({ row }) => displayValue(row.original.sys),
    },
    {
      id: 'expires',
      header: t('adminInvitations.columns.expires'),
      cell: ({ row }) => <DateTime at={row.original.expiresAt} className="block min-w-24" />,
    },
    {
      id: 'uses',
      header: t('adminInvitations.columns.uses'),
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onOpenSignups(row.original)}
          aria-label={t('adminInvitations.openSignups', {
            prefix: row.original.prefix,
            uses: row.original.uses,
          })}
          className="rounded text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {t('adminInvitations.uses', { uses: row.original.uses, maxUses: row.original.maxUses })}
        </button>
      ),
    },
    {
      id: 'status',
      header: t('adminInvitations.columns.status'),
      cell: ({ row }) => (
        <Badge variant={STATUS_VARIANT[row.original.status]}>
          {t(`adminInvitations.statuses.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: 'note',
      header: t('adminInvitations.columns.note'),
      cell: ({ row }) => displayValue(row.original.note),
    },
    {
      id: 'actions',
      header: t('adminInvitations.columns.actions'),
      cell: ({ row }) =>
        row.original.status === 'REVOKED' ? null : (
          <Permission id="Admin_Invitation_Manage">
            <RevokeLinkDialog link={row.original} />
          </Permission>
        ),
    },
  ]
  return (
    <ListPanel paginationLabel={t('adminInvitations.pagination')} total={query.data?.total} paging={paging}>
      <DataTable
        columns={columns}
        data={query.data?.list ?? []}
        caption={t('adminInvitations.caption')}
        getRowId={(link) => link.linkId}
        loading={query.isPending}
        empty={t('adminInvitations.empty')}
      />
    </ListPanel>
  )
}
