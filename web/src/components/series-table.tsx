import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHeader,
} from './ui/table'

export type SeriesColumn<T> = { key: string; label: ReactNode; value: (row: T) => ReactNode }

type SeriesTableProps<T> = {
  caption: string
  /** The first column names the row (a day, a month, a state); the others are its figures. */
  columns: readonly SeriesColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
  /** A last row of totals; its first cell reads "Total". */
  total?: T
}

/** A chart's numbers as a plain table: the form a screen reader reads, and the "Show as table" view. */
export function SeriesTable<T>({ caption, columns, rows, rowKey, total }: SeriesTableProps<T>) {
  const { t } = useTranslation()
  const [first, ...figures] = columns
  const cells = (row: T) =>
    figures.map((column) => (
      <TableCell key={column.key} className="text-right tabular-nums">
        {column.value(row)}
      </TableCell>
    ))
  return (
    <Table>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column, index) => (
            <TableHead key={column.key} scope="col" className={cn(index > 0 && 'text-right')}>
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            <TableRowHeader>{first?.value(row)}</TableRowHeader>
            {cells(row)}
          </TableRow>
        ))}
      </TableBody>
      {total ? (
        <TableFooter>
          <TableRow className="hover:bg-transparent">
            <TableRowHeader>{t('chart.total')}</TableRowHeader>
            {cells(total)}
          </TableRow>
        </TableFooter>
      ) : null}
    </Table>
  )
}
