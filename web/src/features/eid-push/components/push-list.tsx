import { EID_PUSH_STATUSES, type EidPush } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { usePushes } from '@/api/eid-push'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { FilterSelect } from '@/components/ui/filter-select'
import { ListPanel } from '@/components/ui/list-panel'
import { SearchForm } from '@/components/ui/search-form'
import { displayValue } from '@/lib/format'
import { isOneOf } from '@/lib/one-of'
import { usePageParams } from '@/lib/use-page-params'
import { PushStatusBadge } from './push-status-badge'

/** The account's pushes, filtered by status (`?status=`) and by the start of an ICCID or EID (`?q=`). */
export function PushList() {
  const { t } = useTranslation()
  const paging = usePageParams()
  const { params, pageNum, pageSize, update } = paging
  const statusParam = params.get('status')
  const status = isOneOf(EID_PUSH_STATUSES, statusParam) ? statusParam : undefined
  const keyword = params.get('q') ?? ''
  const query = usePushes({ status, keyword: keyword || undefined, pageNum, pageSize })
  const page = query.data

  const columns: DataColumn<EidPush>[] = [
    {
      id: 'iccid',
      header: t('eidPush.columns.iccid'),
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.iccid}</span>,
    },
    {
      id: 'eid',
      header: t('eidPush.columns.eid'),
      cell: ({ row }) => <span className="break-all font-mono text-xs">{row.original.eid}</span>,
    },
    {
      id: 'status',
      header: t('eidPush.columns.status'),
      cell: ({ row }) => <PushStatusBadge status={row.original.status} />,
    },
    {
      id: 'reason',
      header: t('eidPush.columns.reason'),
      cell: ({ row }) => <span className="max-w-64">{displayValue(row.original.reason)}</span>,
    },
    {
      id: 'createdAt',
      header: t('eidPush.columns.createdAt'),
      cell: ({ row }) => <DateTime at={row.original.createdAt} className="block min-w-24" />,
    },
    {
      id: 'updatedAt',
      header: t('eidPush.columns.updatedAt'),
      cell: ({ row }) => <DateTime at={row.original.updatedAt} className="block min-w-24" />,
    },
  ]

  const filtered = Boolean(status || keyword)
  return (
    <section aria-labelledby="eid-push-list-heading" className="grid gap-4">
      <h2 id="eid-push-list-heading" className="font-semibold text-lg text-foreground">
        {t('eidPush.list.heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect
          id="eid-push-status"
          label={t('eidPush.list.status')}
          allLabel={t('eidPush.list.allStatuses')}
          options={EID_PUSH_STATUSES.map((value) => ({ value, label: t(`eidPush.statuses.${value}`) }))}
          value={status ?? ''}
          onChange={(value) => update({ status: value, page: undefined })}
        />
        <search className="min-w-64 flex-1">
          <SearchForm
            key={keyword}
            keyword={keyword}
            onSearch={(q) => update({ q, page: undefined })}
            maxLength={32}
            inputMode="numeric"
            label={t('eidPush.list.searchLabel')}
            placeholder={t('eidPush.list.searchPlaceholder')}
            submitLabel={t('eidPush.list.search')}
          />
        </search>
      </div>
      <ListPanel paginationLabel={t('eidPush.list.pagination')} total={page?.total} paging={paging}>
        <DataTable
          columns={columns}
          data={page?.list ?? []}
          caption={t('eidPush.list.caption')}
          getRowId={(push) => push.pushId}
          loading={query.isPending}
          empty={filtered ? t('eidPush.list.emptyFiltered') : t('eidPush.list.empty')}
        />
      </ListPanel>
    </section>
  )
}
