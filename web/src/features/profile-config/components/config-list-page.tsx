import type { ProfileConfig } from '@simlessly/shared'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useConfigLimit, useConfigs } from '@/api/profile-config'
import { PageHeader } from '@/components/page-header'
import { PlanLimitAction, PlanLimitLock } from '@/components/plan-limit'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { ListEmpty } from '@/components/ui/list-empty'
import { ListPanel } from '@/components/ui/list-panel'
import { SearchForm } from '@/components/ui/search-form'
import { displayValue, formatDateTime } from '@/lib/format'
import { usePermission } from '@/lib/session/use-permission'
import { usePageParams } from '@/lib/use-page-params'
import { ConfigRowActions, formLink } from './config-row-actions'
import { MissingFields } from './missing-fields'

/**
 * `config`: the configurations, searched by name, a page at a time, with their actions: viewing for all,
 * creating, editing, copying and deleting with Profile_Config_Manage. How many the plan allows shows beside
 * "New configuration"; at the cap (or with no plan running) it and copying are disabled, described by the
 * plan's lock under the header, before any form is opened.
 */
export function ConfigListPage() {
  const { t } = useTranslation()
  const canManage = usePermission('Profile_Config_Manage')
  const paging = usePageParams()
  const { params, pageNum, pageSize, setPage, update } = paging
  const keyword = params.get('q') ?? ''
  const query = useConfigs({ keyword: keyword || undefined, pageNum, pageSize })
  const page = query.data
  const limit = useConfigLimit()
  // Unknown (loading, or the answer failed) is not locked: the server still refuses past the cap.
  const copyLock = limit.data?.lock ?? null
  const canCreate = canManage && !limit.isPending && !copyLock

  // Deleting the last row of a later page leaves it empty: step back to the page before.
  const onDeleted = () => {
    if (page && page.list.length === 1 && pageNum > 1) setPage(pageNum - 1)
  }

  const columns: DataColumn<ProfileConfig>[] = [
    {
      id: 'name',
      header: t('configs.columns.name'),
      cell: ({ row }) => (
        <Link
          to={formLink('view', row.original)}
          className="font-medium text-foreground underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('configs.columns.status'),
      cell: ({ row }) =>
        row.original.missing.length > 0 ? (
          <div className="grid gap-1">
            <Badge variant="warning">{t('configs.incomplete')}</Badge>
            <MissingFields missing={row.original.missing} />
          </div>
        ) : (
          <Badge variant="success">{t('configs.complete')}</Badge>
        ),
    },
    {
      id: 'profileName',
      header: t('configForm.fields.profileName'),
      cell: ({ row }) => displayValue(row.original.profileName),
    },
    {
      id: 'hplmn',
      header: t('configForm.fields.hplmn'),
      cell: ({ row }) => displayValue(row.original.hplmn),
    },
    {
      id: 'smdpAddress',
      header: t('configForm.fields.smdpAddress'),
      cell: ({ row }) => <span className="break-all">{displayValue(row.original.smdpAddress)}</span>,
    },
    {
      id: 'updatedAt',
      header: t('configs.columns.updatedAt'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.updatedAt)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('configs.columns.actions')}</span>,
      cell: ({ row }) => (
        <ConfigRowActions
          config={row.original}
          canManage={canManage}
          copyLock={copyLock}
          onDeleted={onDeleted}
        />
      ),
    },
  ]

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={t('routeTitles.config')} description={t('configs.description')}>
        <PlanLimitAction
          limit={limit}
          what="configurations"
          canAdd={canManage}
          label={t('configs.create')}
          icon={<Plus aria-hidden="true" />}
        >
          <Link to="/configform/create" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            {t('configs.create')}
          </Link>
        </PlanLimitAction>
      </PageHeader>
      <PlanLimitLock limit={limit} what="configurations" canAdd={canManage} />
      <search>
        <SearchForm
          key={keyword}
          keyword={keyword}
          onSearch={(q) => update({ q, page: undefined })}
          label={t('configs.searchLabel')}
          placeholder={t('configs.searchPlaceholder')}
          submitLabel={t('configs.search')}
        />
      </search>
      <ListPanel paginationLabel={t('configs.pagination')} total={page?.total} paging={paging}>
        <DataTable
          columns={columns}
          data={page?.list ?? []}
          caption={t('configs.caption')}
          getRowId={(config) => config.configId}
          loading={query.isPending}
          empty={
            keyword ? (
              t('configs.emptySearch', { keyword })
            ) : (
              <ListEmpty
                // With the lock shown, no invitation to create one it would refuse.
                message={t(copyLock ? 'configs.emptyLocked' : 'configs.empty')}
                action={
                  canCreate ? (
                    <Link
                      to="/configform/create"
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    >
                      <Plus aria-hidden="true" />
                      {t('configs.create')}
                    </Link>
                  ) : null
                }
              />
            )
          }
        />
      </ListPanel>
    </div>
  )
}
