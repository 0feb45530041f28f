import { BLOCK_KINDS, type BlockEntry } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useBlocks } from '@/api/block-list'
import { PageHeader } from '@/components/page-header'
import { Permission } from '@/components/permission'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { FilterSelect } from '@/components/ui/filter-select'
import { ListPanel } from '@/components/ui/list-panel'
import { SearchForm } from '@/components/ui/search-form'
import { displayValue } from '@/lib/format'
import { isOneOf } from '@/lib/one-of'
import { usePageParams } from '@/lib/use-page-params'
import { BlockDialog } from './block-dialog'
import { UnblockDialog } from './unblock-dialog'

/**
 * `setting/block`: the EIDs, ICCIDs and IMEIs that generation, EID push and campaigns refuse, filtered by
 * kind (`?kind=`) and searched (`?q=`, values from their start and reasons anywhere). Blocking and
 * unblocking need Block_Manage.
 */
export function BlockListPage() {
  const { t } = useTranslation()
  const paging = usePageParams()
  const { params, pageNum, pageSize, setPage, update } = paging
  const kindParam = params.get('kind')
  const kind = isOneOf(BLOCK_KINDS, kindParam) ? kindParam : undefined
  const keyword = params.get('q') ?? ''
  const query = useBlocks({ kind, keyword: keyword || undefined, pageNum, pageSize })
  const page = query.data

  // Unblocking the last row of a later page leaves it empty: step back to the page before.
  const onUnblocked = () => {
    if (page && page.list.length === 1 && pageNum > 1) setPage(pageNum - 1)
  }

  const columns: DataColumn<BlockEntry>[] = [
    {
      id: 'kind',
      header: t('blockList.columns.kind'),
      cell: ({ row }) => t(`blockList.kinds.${row.original.kind}`),
    },
    {
      id: 'value',
      header: t('blockList.columns.value'),
      cell: ({ row }) => <span className="break-all font-mono text-xs">{row.original.value}</span>,
    },
    {
      id: 'reason',
      header: t('blockList.columns.reason'),
      cell: ({ row }) => <span className="block max-w-72">{displayValue(row.original.reason)}</span>,
    },
    {
      id: 'createdBy',
      header: t('blockList.columns.createdBy'),
      cell: ({ row }) => displayValue(row.original.createdBy),
    },
    {
      id: 'createdAt',
      header: t('blockList.columns.createdAt'),
      cell: ({ row }) => <DateTime at={row.original.createdAt} className="block min-w-24" />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('blockList.columns.actions')}</span>,
      cell: ({ row }) => (
        <Permission id="Block_Manage">
          <div className="flex justify-end">
            <UnblockDialog entry={row.original} onUnblocked={onUnblocked} />
          </div>
        </Permission>
      ),
    },
  ]

  const filtered = Boolean(kind || keyword)
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={t('routeTitles.setting/block')} description={t('blockList.description')}>
        <Permission id="Block_Manage">
          <BlockDialog defaultKind={kind ?? 'EID'} />
        </Permission>
      </PageHeader>
      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect
          id="block-kind-filter"
          className="w-40"
          label={t('blockList.filters.kind')}
          allLabel={t('blockList.filters.allKinds')}
          options={BLOCK_KINDS.map((value) => ({ value, label: t(`blockList.kinds.${value}`) }))}
          value={kind ?? ''}
          onChange={(value) => update({ kind: value, page: undefined })}
        />
        <search className="min-w-64 flex-1">
          <SearchForm
            key={keyword}
            keyword={keyword}
            onSearch={(q) => update({ q, page: undefined })}
            maxLength={64}
            label={t('blockList.filters.searchLabel')}
            placeholder={t('blockList.filters.searchPlaceholder')}
            submitLabel={t('blockList.filters.search')}
          />
        </search>
      </div>
      <ListPanel paginationLabel={t('blockList.pagination')} total={page?.total} paging={paging}>
        <DataTable
          columns={columns}
          data={page?.list ?? []}
          caption={t('blockList.caption')}
          getRowId={(entry) => `${entry.kind}:${entry.value}`}
          loading={query.isPending}
          empty={filtered ? t('blockList.emptyFiltered') : t('blockList.empty')}
        />
      </ListPanel>
    </div>
  )
}
