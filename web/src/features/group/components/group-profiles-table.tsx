import type { groupMemberSchema } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Checkbox } from '@/components/ui/checkbox'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { displayValue, formatDateTime } from '@/lib/format'

type Member = z.infer<typeof groupMemberSchema>

type GroupProfilesTableProps = {
  list: Member[]
  loading: boolean
  caption: string
  selected: ReadonlySet<string>
  onSelect: (next: ReadonlySet<string>) => void
}

/** The page of a group's profiles, each with a box to select it and one box for the whole page. */
export function GroupProfilesTable({ list, loading, caption, selected, onSelect }: GroupProfilesTableProps) {
  const { t } = useTranslation()
  const allOnPage = list.length > 0 && list.every((member) => selected.has(member.iccid))

  const toggle = (iccid: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(iccid)
    else next.delete(iccid)
    onSelect(next)
  }

  const columns: DataColumn<Member>[] = [
    {
      id: 'select',
      header: () => (
        <Checkbox
          label={<span className="sr-only">{t('groups.profiles.selectPage')}</span>}
          checked={allOnPage}
          disabled={list.length === 0}
          onChange={(event) => onSelect(event.target.checked ? new Set(list.map((m) => m.iccid)) : new Set())}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          label={
            <span className="sr-only">{t('groups.profiles.selectOne', { iccid: row.original.iccid })}</span>
          }
          checked={selected.has(row.original.iccid)}
          onChange={(event) => toggle(row.original.iccid, event.target.checked)}
        />
      ),
    },
    {
      id: 'iccid',
      header: t('groups.profiles.columns.iccid'),
      cell: ({ row }) => <span className="font-mono">{row.original.iccid}</span>,
    },
    {
      id: 'imsi',
      header: t('groups.profiles.columns.imsi'),
      cell: ({ row }) => <span className="font-mono">{row.original.imsi}</span>,
    },
    {
      id: 'eid',
      header: t('groups.profiles.columns.eid'),
      cell: ({ row }) => <span className="break-all font-mono">{displayValue(row.original.eid)}</span>,
    },
    { id: 'status', header: t('groups.profiles.columns.status'), cell: ({ row }) => row.original.status },
    {
      id: 'notes',
      header: t('groups.profiles.columns.notes'),
      cell: ({ row }) => <span className="line-clamp-2 max-w-48">{displayValue(row.original.notes)}</span>,
    },
    {
      id: 'createdAt',
      header: t('groups.profiles.columns.createdAt'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>,
    },
  ]

  return (
    <DataTable
      columns={columns}
      data={list}
      caption={caption}
      getRowId={(member) => member.iccid}
      loading={loading}
      empty={t('groups.profiles.empty')}
    />
  )
}
