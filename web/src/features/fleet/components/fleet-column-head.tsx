import { FLEET_SORT_FIELDS, type FleetColumn } from '@simlessly/shared'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TableHead } from '@/components/ui/table'
import { isOneOf } from '@/lib/one-of'
import type { FleetSort, SortField } from '../fleet-filters'

/** The ICCID names the row: it stays in view beside the selection box when the table scrolls sideways. */
export const STICKY_ICCID = 'sticky left-10 z-[1] bg-card'

/** A column's header; the sortable ones are buttons and say their order with aria-sort. */
export function FleetColumnHead({
  column,
  sort,
  onSort,
}: {
  column: FleetColumn
  sort: FleetSort
  onSort: (field: SortField) => void
}) {
  const { t } = useTranslation()
  const label = t(`fleet.columns.${column}`)
  const className = column === 'iccid' ? STICKY_ICCID : undefined
  if (!isOneOf(FLEET_SORT_FIELDS, column))
    return (
      <TableHead scope="col" className={className}>
        {label}
      </TableHead>
    )
  const active = sort.sortBy === column
  const Icon = !active ? ArrowUpDown : sort.sortOrder === 'asc' ? ArrowUp : ArrowDown
  return (
    <TableHead
      scope="col"
      className={className}
      aria-sort={active ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1 inline-flex items-center gap-1 rounded-sm px-1 py-0.5 uppercase tracking-wide outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        {label}
        <Icon aria-hidden="true" className={active ? 'size-3.5 text-foreground' : 'size-3.5 opacity-50'} />
      </button>
    </TableHead>
  )
}
