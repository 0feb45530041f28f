import type { BipMessage } from '@simlessly/shared'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { displayValue } from '@/lib/format'

const STATUS_VARIANTS = {
  ACCEPTED: 'default',
  QUEUED: 'warning',
  DELIVERED: 'warning',
  DONE: 'success',
  FAILED: 'destructive',
} as const

type Props = {
  messages: BipMessage[]
  loading: boolean
  empty: string
  /** Absent on the first page, and after the last. */
  onNewer: (() => void) | undefined
  onOlder: (() => void) | undefined
}

/** The log: time, card, direction, type, status, and the payload decoded and as hex. */
export function BipLogTable({ messages, loading, empty, onNewer, onOlder }: Props) {
  const { t } = useTranslation()
  const columns: DataColumn<BipMessage>[] = [
    {
      id: 'at',
      header: t('adminBip.log.columns.at'),
      cell: ({ row }) => <DateTime at={row.original.at} className="block min-w-24" />,
    },
    {
      id: 'iccid',
      header: t('adminBip.log.columns.iccid'),
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.iccid}</span>,
    },
    {
      id: 'eid',
      header: t('adminBip.log.columns.eid'),
      cell: ({ row }) => <span className="font-mono text-xs">{displayValue(row.original.eid)}</span>,
    },
    {
      id: 'direction',
      header: t('adminBip.log.columns.direction'),
      cell: ({ row }) => t(`adminBip.directions.${row.original.direction}`),
    },
    {
      id: 'type',
      header: t('adminBip.log.columns.type'),
      cell: ({ row }) => t(`adminBip.types.${row.original.type}`),
    },
    {
      id: 'status',
      header: t('adminBip.log.columns.status'),
      cell: ({ row }) => (
        <span className="grid gap-1">
          <Badge variant={STATUS_VARIANTS[row.original.status]}>
            {t(`adminBip.statuses.${row.original.status}`)}
          </Badge>
          {row.original.detail ? (
            <span className="text-muted-foreground text-xs">{row.original.detail}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'payload',
      header: t('adminBip.log.columns.payload'),
      cell: ({ row }) => (
        <details className="max-w-md text-xs">
          <summary className="cursor-pointer text-primary">{t('adminBip.log.show')}</summary>
          <dl className="mt-2 grid gap-1">
            <dt className="font-medium">{t('adminBip.log.decoded')}</dt>
            <dd className="whitespace-pre-wrap break-all font-mono">
              {JSON.stringify(JSON.parse(row.original.decoded), null, 2)}
            </dd>
            <dt className="font-medium">{t('adminBip.log.hex')}</dt>
            <dd className="break-all font-mono">{row.original.hex}</dd>
          </dl>
        </details>
      ),
    },
  ]
  return (
    <div className="grid gap-3">
      <DataTable
        columns={columns}
        data={messages}
        caption={t('adminBip.log.caption')}
        getRowId={(m) => m.messageId}
        loading={loading}
        empty={empty}
      />
      <nav aria-label={t('adminBip.log.pagination')} className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onNewer} disabled={!onNewer}>
          <ChevronLeft aria-hidden="true" />
          {t('adminBip.log.previous')}
        </Button>
        <Button type="button" variant="outline" onClick={onOlder} disabled={!onOlder}>
          {t('adminBip.log.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  )
}
