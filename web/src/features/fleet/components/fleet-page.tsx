import { DEFAULT_FLEET_COLUMNS, FLEET_PAGE_SIZES } from '@simlessly/shared'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFleet } from '@/api/fleet'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Pagination } from '@/components/ui/pagination'
import { errorMessage } from '@/lib/error-message'
import { formatCount } from '@/lib/format'
import { usePageParams } from '@/lib/use-page-params'
import { useFleetColumns, useSaveFleetColumns } from '../api/fleet-columns'
import {
  clearFiltersChange,
  type FilterKey,
  filterChange,
  hasFilters,
  nextSort,
  readFilterValues,
  readSort,
  type SortField,
  sortChange,
  toFleetFilter,
  toListRequest,
} from '../fleet-filters'
import { type FleetView, viewChange } from '../views'
import type { ActionOutcome } from './action-outcome'
import { ActionResult } from './action-result'
import { BulkActions } from './bulk-actions'
import { ColumnChooser } from './column-chooser'
import { ExportPanel } from './export-panel'
import { FleetEmpty } from './fleet-empty'
import { FleetFilters } from './fleet-filters'
import { FleetTable } from './fleet-table'
import { PendingMenus } from './pending-menus'
import { ProfileDetailSheet } from './profile-detail-sheet'
import { StatusChips } from './status-chips'
import { ViewsMenu } from './views-menu'

/**
 * `profile/fleet`: every profile of the enterprise, filtered, sorted and paged on the server, in the
 * user's columns, with actions on a selection, CSV export and each profile's detail. Filters, sort, page
 * and the open profile live in the URL.
 */
export function FleetPage() {
  const { t } = useTranslation()
  const { params, pageNum, pageSize, setPage, setPageSize, update } = usePageParams()
  const search = params.toString()
  const { values, sort } = useMemo(() => {
    const query = new URLSearchParams(search)
    return { values: readFilterValues(query), sort: readSort(query) }
  }, [search])
  const request = useMemo(
    () => toListRequest(values, sort, { pageNum, pageSize }),
    [values, sort, pageNum, pageSize],
  )
  const fleet = useFleet(request)
  const columns = useFleetColumns()
  const saveColumns = useSaveFleetColumns()
  // Without the saved choice (the call failed), the default columns still show the fleet.
  const shownColumns = columns.data ?? (columns.isError ? DEFAULT_FLEET_COLUMNS : undefined)
  const page = fleet.data

  // The selection belongs to the rows in view: another page, filter or sort starts a new one.
  const requestKey = JSON.stringify(request)
  const [selection, setSelection] = useState({ key: requestKey, iccids: new Set<string>() })
  const selected = selection.key === requestKey ? selection.iccids : new Set<string>()
  const setSelected = (iccids: Set<string>) => setSelection({ key: requestKey, iccids })
  const [outcome, setOutcome] = useState<{ id: number; value: ActionOutcome } | null>(null)

  const onFilter = useCallback(
    (key: FilterKey, value: string, options?: { replace?: boolean }) =>
      update(filterChange(key, value), options),
    [update],
  )
  const onClear = () => update(clearFiltersChange())
  const onSort = (field: SortField) => update(sortChange(nextSort(sort, field)))
  const applyView = (view: FleetView) => {
    update(viewChange(view))
    saveColumns.mutate(view.columns)
  }
  const detail = params.get('detail')
  const filtered = hasFilters(values)

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('routeTitles.profile/fleet')} description={t('fleet.description')} align="start">
        <div className="flex flex-wrap items-start gap-2">
          {shownColumns ? (
            <>
              <ViewsMenu search={params} columns={shownColumns} onApply={applyView} />
              <ColumnChooser columns={shownColumns} />
            </>
          ) : (
            <PendingMenus />
          )}
          <ExportPanel key={JSON.stringify([values, sort])} filter={toFleetFilter(values)} sort={sort} />
        </div>
      </PageHeader>
      <div className="grid gap-3">
        <FleetFilters values={values} onChange={onFilter} onClear={onClear} />
        <StatusChips active={values.status} onSelect={(status) => onFilter('status', status)} />
      </div>
      {outcome ? (
        <ActionResult key={outcome.id} outcome={outcome.value} onDismiss={() => setOutcome(null)} />
      ) : null}
      <div className="grid gap-4 rounded-xl border border-border bg-card p-2 shadow-sm sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* A line high before the total comes, so that its arrival does not push the list down. */}
          <p className="min-h-5 font-medium text-sm text-foreground" aria-live="polite">
            {page
              ? page.totalCapped
                ? t('fleet.totalCapped', {
                    // A lower bound: never fewer than the rows already seen up to this page.
                    total: formatCount(Math.max(page.total, (pageNum - 1) * pageSize + page.list.length)),
                  })
                : t('fleet.total', { count: page.total, formatted: formatCount(page.total) })
              : null}
          </p>
          <BulkActions
            selected={[...selected]}
            onDone={(value) => {
              setSelected(new Set())
              setOutcome((previous) => ({ id: (previous?.id ?? 0) + 1, value }))
            }}
          />
        </div>
        {fleet.isError && !page ? (
          <FormAlert title={t('fleet.error')}>
            <span className="grid justify-items-start gap-2">
              {errorMessage(fleet.error)}
              <Button variant="outline" size="sm" onClick={() => void fleet.refetch()}>
                {t('common.retry')}
              </Button>
            </span>
          </FormAlert>
        ) : (
          <FleetTable
            profiles={page?.list ?? []}
            columns={shownColumns ?? []}
            sort={sort}
            onSort={onSort}
            selected={selected}
            onSelectedChange={setSelected}
            onOpen={(iccid) => update({ detail: iccid })}
            loading={fleet.isPending || columns.isPending}
            empty={<FleetEmpty filtered={filtered} onClear={onClear} />}
          />
        )}
        {page && page.list.length > 0 ? (
          <Pagination
            label={t('fleet.pagination')}
            sizes={FLEET_PAGE_SIZES}
            pageNum={pageNum}
            pageSize={pageSize}
            total={page.total}
            totalCapped={page.totalCapped}
            rows={page.list.length}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        ) : null}
      </div>
      {detail ? (
        <ProfileDetailSheet iccid={detail} onClose={() => update({ detail: undefined }, { replace: true })} />
      ) : null}
    </div>
  )
}
