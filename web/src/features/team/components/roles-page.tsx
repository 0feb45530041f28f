import type { Role } from '@simlessly/shared'
import { Eye, Pencil, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useRoles } from '@/api/role'
import { PageHeader } from '@/components/page-header'
import { Permission } from '@/components/permission'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { ListPanel } from '@/components/ui/list-panel'
import { LoadFailed } from '@/components/ui/load-failed'
import { formatCount } from '@/lib/format'
import { usePermission } from '@/lib/session/use-permission'
import { usePageParams } from '@/lib/use-page-params'
import { DeleteRoleDialog } from './delete-role-dialog'
import { RoleFormDialog } from './role-form-dialog'
import { RoleViewDialog } from './role-view-dialog'

const number = (value: number) => <span className="block text-right tabular-nums">{formatCount(value)}</span>

/**
 * `team/role`: the system roles and the enterprise's own, with how many members hold each and how many ids
 * it gives. The server answers every role at once; the page shows them a page at a time.
 */
export function RolesPage() {
  const { t } = useTranslation()
  const paging = usePageParams()
  const { pageNum, pageSize, setPage } = paging
  const query = useRoles()
  const canManage = usePermission('Role_Manage')
  const roles = query.data?.list ?? []
  const shown = roles.slice((pageNum - 1) * pageSize, pageNum * pageSize)

  const onDeleted = () => {
    if (shown.length === 1 && pageNum > 1) setPage(pageNum - 1)
  }
  const openButton = (role: Role, editable: boolean) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t(editable ? 'team.roles.editNamed' : 'team.roles.viewNamed', { name: role.name })}
    >
      {editable ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
    </Button>
  )

  const columns: DataColumn<Role>[] = [
    {
      id: 'name',
      header: t('team.roles.columns.name'),
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2 font-medium text-foreground">
          {row.original.name}
          {row.original.system ? <Badge>{t('team.roles.system')}</Badge> : null}
        </span>
      ),
    },
    {
      id: 'members',
      header: () => <span className="block text-right">{t('team.roles.columns.members')}</span>,
      meta: { label: t('team.roles.columns.members') },
      cell: ({ row }) => number(row.original.memberCount),
    },
    {
      id: 'ids',
      header: () => <span className="block text-right">{t('team.roles.columns.ids')}</span>,
      meta: { label: t('team.roles.columns.ids') },
      cell: ({ row }) => number(row.original.permissions.length),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('team.roles.columns.actions')}</span>,
      cell: ({ row }) => {
        const role = row.original
        const editable = canManage && !role.system
        return (
          <div className="flex justify-end gap-1">
            {editable ? (
              <RoleFormDialog role={role} trigger={openButton(role, true)} />
            ) : (
              <RoleViewDialog role={role} trigger={openButton(role, false)} />
            )}
            {editable ? <DeleteRoleDialog role={role} onDeleted={onDeleted} /> : null}
          </div>
        )
      },
    },
  ]

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader title={t('routeTitles.team/role')} description={t('team.roles.description')}>
        <Permission id="Role_Manage">
          <RoleFormDialog
            trigger={
              <Button>
                <Plus aria-hidden="true" />
                {t('team.roles.create')}
              </Button>
            }
          />
        </Permission>
      </PageHeader>
      {query.isError ? (
        <LoadFailed
          title={t('team.roles.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListPanel
          paginationLabel={t('team.roles.pagination')}
          total={query.data?.list.length}
          paging={paging}
        >
          <DataTable
            columns={columns}
            data={shown}
            caption={t('team.roles.caption')}
            getRowId={(role) => role.roleId}
            loading={query.isPending}
            empty={t('team.roles.empty')}
          />
        </ListPanel>
      )}
    </div>
  )
}
