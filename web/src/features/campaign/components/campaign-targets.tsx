import {
  CAMPAIGN_TARGET_STATUSES,
  type Campaign,
  type CampaignTarget,
  type CampaignTargetStatus,
} from '@simlessly/shared'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCampaignTargets } from '@/api/campaign'
import { Badge } from '@/components/ui/badge'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { FilterSelect } from '@/components/ui/filter-select'
import { Pagination } from '@/components/ui/pagination'
import { displayValue, formatDateTime } from '@/lib/format'

const VARIANTS = {
  PENDING: 'default',
  DONE: 'success',
  FAILED: 'destructive',
  SKIPPED: 'warning',
} as const satisfies Record<CampaignTargetStatus, 'default' | 'success' | 'destructive' | 'warning'>

/** The outcome per target, filtered by its status, a page at a time; read again while the campaign runs. */
export function CampaignTargets({ campaign }: { campaign: Campaign }) {
  const { campaignId } = campaign
  const { t } = useTranslation()
  const filterId = useId()
  const headingId = useId()
  const [filter, setFilter] = useState<CampaignTargetStatus | undefined>()
  const [pageNum, setPageNum] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const query = useCampaignTargets({ campaignId, status: filter, pageNum, pageSize }, campaign)
  const page = query.data

  const columns: DataColumn<CampaignTarget>[] = [
    {
      id: 'iccid',
      header: t('campaigns.targets.iccid'),
      cell: ({ row }) => <span className="font-mono">{row.original.iccid}</span>,
    },
    {
      id: 'eid',
      header: t('campaigns.targets.eid'),
      cell: ({ row }) => (
        <span className="break-all font-mono text-xs">{displayValue(row.original.eid)}</span>
      ),
    },
    {
      id: 'status',
      header: t('campaigns.targets.status'),
      cell: ({ row }) => (
        <Badge variant={VARIANTS[row.original.status]}>
          {t(`campaigns.targetStatuses.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: 'reason',
      header: t('campaigns.targets.reason'),
      cell: ({ row }) => <span className="max-w-56">{displayValue(row.original.reason)}</span>,
    },
    {
      id: 'at',
      header: t('campaigns.targets.at'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.at)}</span>,
    },
  ]

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-base text-foreground">
          {t('campaigns.targets.heading')}
        </h3>
        <FilterSelect
          id={filterId}
          layout="inline"
          className="h-8 w-40"
          label={t('campaigns.targets.filter')}
          allLabel={t('campaigns.targets.all')}
          options={CAMPAIGN_TARGET_STATUSES.map((value) => ({
            value,
            label: t(`campaigns.targetStatuses.${value}`),
          }))}
          value={filter ?? ''}
          onChange={(value) => {
            setFilter(CAMPAIGN_TARGET_STATUSES.find((s) => s === value))
            setPageNum(1)
          }}
        />
      </div>
      <DataTable
        columns={columns}
        data={page?.list ?? []}
        caption={t('campaigns.targets.caption')}
        getRowId={(target) => target.iccid}
        loading={query.isPending}
        empty={filter ? t('campaigns.targets.emptyFilter') : t('campaigns.targets.empty')}
      />
      {page && page.total > 0 ? (
        <Pagination
          label={t('campaigns.targets.pagination')}
          pageNum={pageNum}
          pageSize={pageSize}
          total={page.total}
          onPageChange={setPageNum}
          onPageSizeChange={(size) => {
            setPageSize(size)
            setPageNum(1)
          }}
        />
      ) : null}
    </section>
  )
}
