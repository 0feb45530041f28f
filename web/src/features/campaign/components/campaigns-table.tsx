import type { Campaign } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { formatDateTime } from '@/lib/format'
import { CampaignProgressBar, CampaignStatusBadge } from './campaign-status'

type CampaignsTableProps = {
  list: Campaign[]
  loading: boolean
  empty: ReactNode
  onOpen: (campaign: Campaign) => void
}

/** A page of campaigns: name (opens the detail), action, target, status, progress and times. */
export function CampaignsTable({ list, loading, empty, onOpen }: CampaignsTableProps) {
  const { t } = useTranslation()
  const columns: DataColumn<Campaign>[] = [
    {
      id: 'name',
      header: t('campaigns.columns.name'),
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onOpen(row.original)}
          className="rounded text-left font-medium text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {row.original.name}
        </button>
      ),
    },
    {
      id: 'action',
      header: t('campaigns.columns.action'),
      cell: ({ row }) => t(`campaigns.actions.${row.original.action}`),
    },
    {
      id: 'target',
      header: t('campaigns.columns.target'),
      cell: ({ row }) =>
        row.original.groupName
          ? t('campaigns.targetGroup', { name: row.original.groupName })
          : t('campaigns.targetIccids', { count: row.original.total }),
    },
    {
      id: 'status',
      header: t('campaigns.columns.status'),
      cell: ({ row }) => <CampaignStatusBadge status={row.original.status} />,
    },
    {
      id: 'progress',
      header: t('campaigns.columns.progress'),
      cell: ({ row }) => (
        <CampaignProgressBar
          campaign={row.original}
          label={t('campaigns.progressOf', { name: row.original.name })}
        />
      ),
    },
    {
      id: 'startAt',
      header: t('campaigns.columns.startAt'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.startAt)}</span>,
    },
  ]
  return (
    <DataTable
      columns={columns}
      data={list}
      caption={t('campaigns.caption')}
      getRowId={(campaign) => campaign.campaignId}
      loading={loading}
      empty={empty}
    />
  )
}
