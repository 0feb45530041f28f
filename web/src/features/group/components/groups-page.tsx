import type { Group } from '@simlessly/shared'
import { Pencil, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useGroupOptions, useGroups } from '@/api/group'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { ListEmpty } from '@/components/ui/list-empty'
import { ListPanel } from '@/components/ui/list-panel'
import { SearchForm } from '@/components/ui/search-form'
import { formatCount, formatDateTime } from '@/lib/format'
import { usePermission } from '@/lib/session/use-permission'
import { usePageParams } from '@/lib/use-page-params'
import { DeleteGroupDialog } from './delete-group-dialog'
import { GroupNameDialog } from './group-name-dialog'
import { GroupProfilesPanel } from './group-profiles-panel'

/**
 * `profile/group`: the groups, searched by name a page at a time, with their counts; the group chosen
 * (`?group=`) shows its profiles underneath.
 */
export function GroupsPage() {
  const { t } = useTranslation()
  const paging = usePageParams()
  const { params, pageNum, pageSize, setPage, update } = paging
  const keyword = params.get('q') ?? ''
  const chosenId = params.get('group') ?? undefined
  const query = useGroups({ keyword: keyword || undefined, pageNum, pageSize })
  const page = query.data
  // A group chosen by link may sit on another page of the list: its name then comes from the options.
  const onPage = page?.list.find((group) => group.groupId === chosenId)
  const options = useGroupOptions({
    enabled: chosenId !== undefined && page !== undefined && onPage === undefined,
  })
  const chosenName = onPage?.name ?? options.data?.find((group) => group.groupId === chosenId)?.name

  const choose = (group: Group) => update({ group: group.groupId })
  // Creating, renaming and deleting groups needs Group_Manage; Group_View alone looks.
  const canManage = usePermission('Group_Manage')
  const onDeleted = (group: Group) => {
    if (group.groupId === chosenId) update({ group: undefined })
    if (page && page.list.length === 1 && pageNum > 1) setPage(pageNum - 1)
  }

  const columns: DataColumn<Group>[] = [
    {
      id: 'name',
      header: t('groups.columns.name'),
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => choose(row.original)}
          aria-current={row.original.groupId === chosenId ? 'true' : undefined}
          className="rounded text-left font-medium text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-[current=true]:text-primary aria-[current=true]:underline"
        >
          {row.original.name}
        </button>
      ),
    },
    {
      id: 'count',
      header: () => <span className="block text-right">{t('groups.columns.count')}</span>,
      meta: { label: t('groups.columns.count') },
      cell: ({ row }) => (
        <span className="block text-right tabular-nums">{formatCount(row.original.count)}</span>
      ),
    },
    {
      id: 'createdAt',
      header: t('groups.columns.createdAt'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('groups.columns.actions')}</span>,
      cell: ({ row }) =>
        canManage ? (
          <div className="flex justify-end gap-1">
            <GroupNameDialog
              group={row.original}
              trigger={
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('groups.actions.renameNamed', { name: row.original.name })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
              }
            />
            <DeleteGroupDialog group={row.original} onDeleted={onDeleted} />
          </div>
        ) : null,
    },
  ]

  const createButton = (size: 'default' | 'sm') =>
    canManage ? (
      <GroupNameDialog
        onSaved={choose}
        trigger={
          <Button size={size} variant={size === 'sm' ? 'outline' : 'default'}>
            <Plus aria-hidden="true" />
            {t('groups.create')}
          </Button>
        }
      />
    ) : null

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={t('routeTitles.profile/group')} description={t('groups.description')}>
        {createButton('default')}
      </PageHeader>
      <search>
        <SearchForm
          key={keyword}
          keyword={keyword}
          onSearch={(q) => update({ q, page: undefined })}
          label={t('groups.searchLabel')}
          placeholder={t('groups.searchPlaceholder')}
          submitLabel={t('groups.search')}
        />
      </search>
      <ListPanel paginationLabel={t('groups.pagination')} total={page?.total} paging={paging}>
        <DataTable
          columns={columns}
          data={page?.list ?? []}
          caption={t('groups.caption')}
          getRowId={(group) => group.groupId}
          loading={query.isPending}
          empty={
            keyword ? (
              t('groups.emptySearch', { keyword })
            ) : (
              <ListEmpty message={t('groups.empty')} action={createButton('sm')} />
            )
          }
        />
      </ListPanel>
      {chosenId && chosenName !== undefined ? (
        <GroupProfilesPanel key={chosenId} groupId={chosenId} name={chosenName} />
      ) : chosenId && options.isSuccess ? (
        <p role="status" className="text-center text-sm text-muted-foreground">
          {t('groups.notFound')}
        </p>
      ) : page && page.total > 0 ? (
        <p className="text-center text-sm text-muted-foreground">{t('groups.chooseHint')}</p>
      ) : null}
    </div>
  )
}
