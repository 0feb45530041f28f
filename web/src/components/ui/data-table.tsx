import { type ColumnDef, tableFeatures, useTable } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from './spinner'
import {
  type CardPart,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table'

/**
 * What a column is on a card (below `md`): by default a column with the id `select` (a row's selection box)
 * leads it, the first other column is its title, a column with the id `actions` holds the row's actions,
 * and the others are fields labelled by their header (or by `label` when the header is not plain text).
 */
type CardMeta = { card?: CardPart; label?: string }

const features = tableFeatures({ columnMeta: {} as CardMeta })

export type DataColumn<T extends object> = ColumnDef<typeof features, T>

const DEFAULT_PARTS: Record<string, CardPart> = { select: 'lead', actions: 'actions' }

/** Each column's part on a card and its label, by its meta or by default. */
export function cardParts<T extends object>(columns: readonly DataColumn<T>[]) {
  const title = columns.findIndex((column) => column.id !== 'select')
  return columns.map((column, index) => {
    const part =
      column.meta?.card ??
      (column.id ? DEFAULT_PARTS[column.id] : undefined) ??
      (index === title ? 'title' : 'field')
    const label = column.meta?.label ?? (typeof column.header === 'string' ? column.header : undefined)
    return { part, label: part === 'field' ? label : undefined }
  })
}

type DataTableProps<T extends object> = {
  columns: DataColumn<T>[]
  data: readonly T[]
  /** What the table lists, for screen readers (a visually hidden caption). */
  caption: string
  getRowId: (row: T) => string
  /** True while the first page loads: the body says so instead of "nothing here". */
  loading?: boolean
  /** What an empty list says, with an optional action such as "create one". */
  empty: ReactNode
  /** Rows under the list, such as its totals; left out while the list is empty. */
  footer?: ReactNode
  /**
   * `cards` (the default): below `md` each row is a card. `table`: a wide table of figures stays a table,
   * scrolling sideways inside its card with its first column in view.
   */
  layout?: 'cards' | 'table'
}

/**
 * A column's header or cell, rendered inside this one component type. TanStack's FlexRender mounts a
 * function as a component of its own, and the screens write their columns inline, so each render of a table
 * made new component types: every new answer remounted each cell and dropped its state (a row's menu lost
 * the dialog the user had opened, and the dialog's call its outcome).
 */
function Slot<C>({ content, context }: { content: ((context: C) => ReactNode) | ReactNode; context: C }) {
  return typeof content === 'function' ? content(context) : content
}

/**
 * A list rendered from column definitions (TanStack Table, headless). Pagination and search happen on the
 * server, so the table only renders the page it is given, with loading and empty states of its own.
 */
export function DataTable<T extends object>({
  columns,
  data,
  caption,
  getRowId,
  loading,
  empty,
  footer,
  layout = 'cards',
}: DataTableProps<T>) {
  const { t } = useTranslation()
  const table = useTable({
    features,
    columns,
    data: data as T[],
    getRowId: (row) => getRowId(row),
  })
  const rows = table.getRowModel().rows
  const span = columns.length
  const parts = cardParts(columns)

  return (
    <Table aria-busy={loading || undefined} cards={layout === 'cards'}>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => (
              <TableHead key={header.id} scope="col">
                {header.isPlaceholder ? null : (
                  <Slot content={header.column.columnDef.header} context={header.getContext()} />
                )}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {loading && rows.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={span} className="py-10 text-center text-muted-foreground">
              <span className="inline-flex items-center gap-2">
                <Spinner />
                {t('common.loading')}
              </span>
            </TableCell>
          </TableRow>
        ) : rows.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={span} className="py-10 text-center text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.id}>
              {row.getAllCells().map((cell, index) => (
                <TableCell key={cell.id} data-card={parts[index]?.part} data-label={parts[index]?.label}>
                  <Slot content={cell.column.columnDef.cell} context={cell.getContext()} />
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
      {footer && rows.length > 0 ? <TableFooter>{footer}</TableFooter> : null}
    </Table>
  )
}
