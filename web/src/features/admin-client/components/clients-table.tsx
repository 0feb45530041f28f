import type { ClientRow } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { formatDay } from '@/lib/format'

type ClientsTableProps = {
  list: readonly ClientRow[]
  loading: boolean
  empty: ReactNode
  onOpen: (enterpriseId: string) => void
}

/** A page of clients: who, whose, which plan or trial, status, and what they count. */
export function ClientsTable({ list, loading, empty, onOpen }: ClientsTableProps) {
  const { t } = useTranslation()
  const plan = (c: ClientRow) =>
    c.freeTrial
      ? t('adminClients.trialLeft', { count: c.trialDaysLeft ?? 0 })
      : (c.plan ?? t('adminClients.noPlan'))
  const num = (id: 'members' | 'profiles' | 'downloads'): DataColumn<ClientRow> => ({
    id,
    header: t(`adminClients.columns.${id}`),
    cell: ({ row }) => <span className="tabular-nums">{row.original[id]}</span>,
  })
  const columns: DataColumn<ClientRow>[] = [
    {
      id: 'name',
      header: t('adminClients.columns.name'),
      cell: ({ row }) => (
        <Button variant="link" className="h-auto p-0" onClick={() => onOpen(row.original.enterpriseId)}>
          <span className="sr-only">{t('adminClients.open', { name: row.original.name })}</span>
          <span aria-hidden="true">{row.original.name}</span>
        </Button>
      ),
    },
    {
      id: 'owner',
      header: t('adminClients.columns.owner'),
      cell: ({ row }) => row.original.ownerEmail || '--',
    },
    { id: 'plan', header: t('adminClients.columns.plan'), cell: ({ row }) => plan(row.original) },
    {
      id: 'status',
      header: t('adminClients.columns.status'),
      cell: ({ row }) => (
        <Badge variant={row.original.status === 'SUSPENDED' ? 'destructive' : 'success'}>
          {t(`adminClients.statuses.${row.original.status}`)}
        </Badge>
      ),
    },
    num('members'),
    num('profiles'),
    num('downloads'),
    {
      id: 'createdAt',
      header: t('adminClients.columns.createdAt'),
      cell: ({ row }) => formatDay(row.original.createdAt),
    },
  ]
  return (
    <DataTable
      columns={columns}
      data={list}
      caption={t('adminClients.caption')}
      getRowId={(c) => c.enterpriseId}
      loading={loading}
      empty={empty}
    />
  )
}
