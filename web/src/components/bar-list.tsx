import { formatCount } from '@/lib/format'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHeader,
} from './ui/table'

export type BarListRow = { key: string; label: string; value: number }

type BarListProps = {
  caption: string
  labelHeader: string
  valueHeader: string
  rows: readonly BarListRow[]
  /** The bars' colour: a theme variable such as `var(--chart-4)`. */
  color: string
}

/**
 * Counts by category as a table whose last column draws each count as a bar against the largest: the
 * numbers are read as text, the bars only help the eye compare them.
 */
export function BarList({ caption, labelHeader, valueHeader, rows, color }: BarListProps) {
  const largest = Math.max(1, ...rows.map((row) => row.value))
  return (
    <Table>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead scope="col">{labelHeader}</TableHead>
          <TableHead scope="col" className="text-right">
            {valueHeader}
          </TableHead>
          <TableHead scope="col" className="w-2/5">
            <span className="sr-only">{valueHeader}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableRowHeader className="whitespace-normal font-normal">{row.label}</TableRowHeader>
            <TableCell className="text-right font-medium tabular-nums">{formatCount(row.value)}</TableCell>
            <TableCell>
              <div aria-hidden="true" className="h-2.5 rounded-full bg-chart-grid/60">
                <div
                  className="h-full rounded-full"
                  style={{ width: `${(row.value / largest) * 100}%`, backgroundColor: color }}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
