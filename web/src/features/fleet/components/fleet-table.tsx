import type { FleetColumn, FleetProfile } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { Table, TableBody, TableCaption, TableCell, TableHeader, TableRow } from '@/components/ui/table'
import type { FleetSort, SortField } from '../fleet-filters'
import { FleetCell } from './fleet-cell'
import { FleetColumnHead, STICKY_ICCID } from './fleet-column-head'
import { SelectBox } from './select-box'

type FleetTableProps = {
  profiles: readonly FleetProfile[]
  columns: readonly FleetColumn[]
  sort: FleetSort
  onSort: (field: SortField) => void
  selected: ReadonlySet<string>
  onSelectedChange: (next: Set<string>) => void
  onOpen: (iccid: string) => void
  loading: boolean
  empty: ReactNode
}

/**
 * The page of profiles in the user's columns, with a box per row and one for the whole page. Sorting,
 * filtering and paging happen on the server; the table renders what it is given.
 */
export function FleetTable({
  profiles,
  columns,
  sort,
  onSort,
  selected,
  onSelectedChange,
  onOpen,
  loading,
  empty,
}: FleetTableProps) {
  const { t } = useTranslation()
  const onPage = profiles.filter((profile) => selected.has(profile.iccid)).length
  const all = profiles.length > 0 && onPage === profiles.length

  const selectPage = (checked: boolean) => {
    const next = new Set(selected)
    for (const { iccid } of profiles) {
      if (checked) next.add(iccid)
      else next.delete(iccid)
    }
    onSelectedChange(next)
  }
  const selectRow = (iccid: string, checked: boolean) => {
    const next = new Set(selected)
    if (checked) next.add(iccid)
    else next.delete(iccid)
    onSelectedChange(next)
  }

  return (
    <Table aria-busy={loading || undefined} cards>
      <TableCaption className="sr-only">{t('fleet.caption')}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {/* The column heads' height (h-10) before the user's columns arrive, so the rows do not move down. */}
          <th scope="col" className="h-10 w-10 px-3">
            <SelectBox
              label={t('fleet.selectPage')}
              checked={all}
              indeterminate={onPage > 0 && !all}
              disabled={profiles.length === 0}
              onChange={selectPage}
            />
          </th>
          {columns.map((column) => (
            <FleetColumnHead key={column} column={column} sort={sort} onSort={onSort} />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {profiles.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columns.length + 1} className="py-10 text-center text-muted-foreground">
              {loading ? (
                <span className="inline-flex items-center gap-2">
                  <Spinner />
                  {t('common.loading')}
                </span>
              ) : (
                empty
              )}
            </TableCell>
          </TableRow>
        ) : (
          profiles.map((profile) => (
            <TableRow key={profile.iccid} data-state={selected.has(profile.iccid) ? 'selected' : undefined}>
              <TableCell className="w-10" data-card="lead">
                <SelectBox
                  label={t('fleet.selectRow', { iccid: profile.iccid })}
                  checked={selected.has(profile.iccid)}
                  onChange={(checked) => selectRow(profile.iccid, checked)}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column}
                  className={column === 'iccid' ? STICKY_ICCID : undefined}
                  data-card={column === 'iccid' ? 'title' : 'field'}
                  data-label={column === 'iccid' ? undefined : t(`fleet.columns.${column}`)}
                >
                  {column === 'iccid' ? (
                    <button
                      type="button"
                      onClick={() => onOpen(profile.iccid)}
                      className="rounded-sm font-medium font-mono text-primary text-xs underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40"
                      aria-haspopup="dialog"
                    >
                      {profile.iccid}
                    </button>
                  ) : (
                    <FleetCell column={column} profile={profile} />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}
