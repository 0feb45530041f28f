import type { Member } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Breakable } from '@/components/breakable'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { displayName, formatDateTime } from '@/lib/format'
import { memberActions, memberState } from '../member-rows'
import { MemberActionsMenu } from './member-actions-menu'
import { MemberStatusBadge } from './member-status-badge'

type MembersTableProps = {
  members: readonly Member[]
  loading: boolean
  empty: string
  /** The user holds Member_Manage. */
  canManage: boolean
  /** The user is an Owner (only owners hand ownership over). */
  isOwner: boolean
}

const rowId = (member: Member) => member.userId ?? `invitation:${member.invitationId ?? member.email}`

/** The members and invitations of a page, with the actions the user may take on each row. */
export function MembersTable({ members, loading, empty, canManage, isOwner }: MembersTableProps) {
  const { t } = useTranslation()
  const time = (at: number | undefined) => <span className="whitespace-nowrap">{formatDateTime(at)}</span>
  const columns: DataColumn<Member>[] = [
    {
      id: 'name',
      header: t('team.members.columns.name'),
      cell: ({ row }) => (
        <span className="font-medium text-foreground">
          {displayName(row.original)}
          {row.original.self ? (
            <span className="font-normal text-muted-foreground"> {t('team.members.you')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: t('team.members.columns.email'),
      cell: ({ row }) => <Breakable text={row.original.email} />,
    },
    { id: 'role', header: t('team.members.columns.role'), cell: ({ row }) => row.original.roleName },
    {
      id: 'status',
      header: t('team.members.columns.status'),
      cell: ({ row }) => {
        const state = memberState(row.original)
        const expiresAt = row.original.invitationExpiresAt
        return (
          <span className="grid gap-1">
            <MemberStatusBadge state={state} />
            {row.original.status === 'INVITED' && expiresAt !== undefined ? (
              <span className="whitespace-nowrap text-xs text-muted-foreground">
                {t(state === 'EXPIRED' ? 'team.members.expiredAt' : 'team.members.expiresAt', {
                  at: formatDateTime(expiresAt),
                })}
              </span>
            ) : null}
          </span>
        )
      },
    },
    {
      id: 'lastActive',
      header: t('team.members.columns.lastActive'),
      cell: ({ row }) => time(row.original.lastActiveAt),
    },
    {
      id: 'joined',
      header: t('team.members.columns.joined'),
      cell: ({ row }) => time(row.original.joinedAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('team.members.columns.actions')}</span>,
      cell: ({ row }) => (
        <div className="flex justify-end">
          <MemberActionsMenu
            member={row.original}
            actions={memberActions(row.original, { canManage, isOwner })}
          />
        </div>
      ),
    },
  ]
  return (
    <DataTable
      columns={columns}
      data={members}
      caption={t('team.members.caption')}
      getRowId={rowId}
      loading={loading}
      empty={empty}
    />
  )
}
