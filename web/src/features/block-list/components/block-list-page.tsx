import { BLOCK_KINDS, type BlockEntry, type BlockKind } from '@simlessly/shared'
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
import { useBlocks } from '../api/list-blocks'
import { BlockDialog } from './block-dialog'
import { UnblockDialog } from './unblock-dialog'

const isKind = (value: string | null): value is BlockKind =>
  (BLOCK_KINDS as readonly (string | null)[]).includes(value)

/**
 * `setting/block`: the EIDs, ICCIDs and IMEIs that generation, EID push and campaigns refuse, filtered by
 * kind (`?kind=`) and searched (`?q=`, values from their start and reasons anywhere).
 */
export function BlockListPage() {
  const { t } = useTranslation()
  const { params, pageNum, pageSize, setPage, setPageSize, update } = usePageParams()
  const kindParam = params.get('kind')
  const kind = isKind(kindParam) ? kindParam : undefined
  const keyword = params.get('q') ?? ''
  const query = useBlocks({ kind, keyword: keyword || undefined, pageNum, pageSize })
  const page = query.data

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('q')
    update({ q: typeof value === 'string' ? value.trim() : undefined, page: undefined })
  }
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
      cell: ({ row }) => (
        <time dateTime={new Date(row.original.createdAt).toISOString()} className="block min-w-24">
          {formatDateTime(row.original.createdAt)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('blockList.columns.actions')}</span>,
      cell: ({ row }) => (
        <div className="flex justify-end">
          <UnblockDialog entry={row.original} onUnblocked={onUnblocked} />
        </div>
      ),
    },
  ]

  const filtered = Boolean(kind || keyword)
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-semibold text-2xl text-zinc-900 tracking-tight">
            {t('routeTitles.setting/block')}
          </h1>
          <p className="text-zinc-600">{t('blockList.description')}</p>
        </div>
        <BlockDialog defaultKind={kind ?? 'EID'} />
      </header>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-2">
          <Label htmlFor="block-kind-filter">{t('blockList.filters.kind')}</Label>
          <NativeSelect
            id="block-kind-filter"
            className="w-40"
            value={kind ?? ''}
            onChange={(event) => update({ kind: event.target.value, page: undefined })}
          >
            <option value="">{t('blockList.filters.allKinds')}</option>
            {BLOCK_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`blockList.kinds.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <search className="min-w-64 flex-1">
          <form onSubmit={onSearch} className="flex max-w-md gap-2" key={keyword}>
            <Input
              name="q"
              type="search"
              maxLength={64}
              defaultValue={keyword}
              aria-label={t('blockList.filters.searchLabel')}
              placeholder={t('blockList.filters.searchPlaceholder')}
            />
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" />
              {t('blockList.filters.search')}
            </Button>
          </form>
        </search>
      </div>
      <div className="grid gap-4 rounded-xl border border-zinc-200 bg-white p-2 shadow-sm sm:p-4">
        <DataTable
          columns={columns}
          data={page?.list ?? []}
          caption={t('blockList.caption')}
          getRowId={(entry) => `${entry.kind}:${entry.value}`}
          loading={query.isPending}
          empty={filtered ? t('blockList.emptyFiltered') : t('blockList.empty')}
        />
        {page && page.total > 0 ? (
          <Pagination
            label={t('blockList.pagination')}
            pageNum={pageNum}
            pageSize={pageSize}
            total={page.total}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        ) : null}
      </div>
    </div>
  )
}
