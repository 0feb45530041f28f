import { EID_PUSH_STATUSES, type EidPush, type EidPushStatus } from '@simlessly/shared'
import { Search } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { displayValue, formatDateTime } from '@/lib/format'
import { usePageParams } from '@/lib/use-page-params'
import { usePushes } from '../api/list-pushes'
import { PushStatusBadge } from './push-status-badge'

const isStatus = (value: string | null): value is EidPushStatus =>
  (EID_PUSH_STATUSES as readonly (string | null)[]).includes(value)

const time = (ms: number) => (
  <time dateTime={new Date(ms).toISOString()} className="block min-w-24">
    {formatDateTime(ms)}
  </time>
)

/** The account's pushes, filtered by status (`?status=`) and by the start of an ICCID or EID (`?q=`). */
export function PushList() {
  const { t } = useTranslation()
  const { params, pageNum, pageSize, setPage, setPageSize, update } = usePageParams()
  const statusParam = params.get('status')
  const status = isStatus(statusParam) ? statusParam : undefined
  const keyword = params.get('q') ?? ''
  const query = usePushes({ status, keyword: keyword || undefined, pageNum, pageSize })
  const page = query.data

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('q')
    update({ q: typeof value === 'string' ? value.trim() : undefined, page: undefined })
  }

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
      cell: ({ row }) => time(row.original.createdAt),
    },
    {
      id: 'updatedAt',
      header: t('eidPush.columns.updatedAt'),
      cell: ({ row }) => time(row.original.updatedAt),
    },
  ]

  const filtered = Boolean(status || keyword)
  return (
    <section aria-labelledby="eid-push-list-heading" className="grid gap-4">
      <h2 id="eid-push-list-heading" className="font-semibold text-lg text-zinc-900">
        {t('eidPush.list.heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-2">
          <Label htmlFor="eid-push-status">{t('eidPush.list.status')}</Label>
          <NativeSelect
            id="eid-push-status"
            className="w-44"
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value, page: undefined })}
          >
            <option value="">{t('eidPush.list.allStatuses')}</option>
            {EID_PUSH_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`eidPush.statuses.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <search className="min-w-64 flex-1">
          <form onSubmit={onSearch} className="flex max-w-md gap-2" key={keyword}>
            <Input
              name="q"
              type="search"
              maxLength={32}
              inputMode="numeric"
              defaultValue={keyword}
              aria-label={t('eidPush.list.searchLabel')}
              placeholder={t('eidPush.list.searchPlaceholder')}
            />
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" />
              {t('eidPush.list.search')}
            </Button>
          </form>
        </search>
      </div>
      <div className="grid gap-4 rounded-xl border border-zinc-200 bg-white p-2 shadow-sm sm:p-4">
        <DataTable
          columns={columns}
          data={page?.list ?? []}
          caption={t('eidPush.list.caption')}
          getRowId={(push) => push.pushId}
          loading={query.isPending}
          empty={filtered ? t('eidPush.list.emptyFiltered') : t('eidPush.list.empty')}
        />
        {page && page.total > 0 ? (
          <Pagination
            label={t('eidPush.list.pagination')}
            pageNum={pageNum}
            pageSize={pageSize}
            total={page.total}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        ) : null}
      </div>
    </section>
  )
}
