import type { BreakdownRow } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { formatCount } from '@/lib/format'

const FIGURES = ['generated', 'downloads', 'installations', 'failures'] as const

/** The range's figures by configuration or by group, most ACs first as the server sorts them. */
export function BreakdownTable({
  caption,
  nameHeader,
  rows,
}: {
  caption: string
  nameHeader: string
  rows: readonly BreakdownRow[]
}) {
  const { t } = useTranslation()
  const columns: DataColumn<BreakdownRow>[] = [
    { id: 'name', header: nameHeader, cell: ({ row }) => row.original.name },
    ...FIGURES.map(
      (figure): DataColumn<BreakdownRow> => ({
        id: figure,
        header: () => <span className="block text-right">{t(`metrics.${figure}`)}</span>,
        cell: ({ row }) => (
          <span className="block text-right tabular-nums">{formatCount(row.original[figure])}</span>
        ),
      }),
    ),
  ]
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      layout="table"
      empty={t('insights.dashboard.noBreakdown')}
    />
  )
}
