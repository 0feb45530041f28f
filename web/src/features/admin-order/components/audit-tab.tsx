import type { adminAuditEntrySchema } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useAudit } from '@/api/admin-order'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { ListPanel } from '@/components/ui/list-panel'
import { displayValue } from '@/lib/format'
import { usePageParams } from '@/lib/use-page-params'
import { auditValueText } from '../order-format'

type AuditEntry = z.infer<typeof adminAuditEntrySchema>

/** The admins' actions on orders and plans, newest first: who did what, when, and what changed. */
export function AuditTab({ onOpen }: { onOpen: (orderId: string) => void }) {
  const { t } = useTranslation()
  const paging = usePageParams()
  const query = useAudit({ pageNum: paging.pageNum, pageSize: paging.pageSize })
  const columns: DataColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: t('adminOrders.audit.columns.at'),
      cell: ({ row }) => <DateTime at={row.original.at} className="block min-w-24" />,
    },
    { id: 'actor', header: t('adminOrders.audit.columns.actor'), cell: ({ row }) => row.original.actor },
    {
      id: 'action',
      header: t('adminOrders.audit.columns.action'),
      cell: ({ row }) => t(`adminOrders.audit.actions.${row.original.action}`),
    },
    {
      id: 'order',
      header: t('adminOrders.audit.columns.order'),
      cell: ({ row }) => {
        const { orderId } = row.original
        if (!orderId) return displayValue(null)
        return (
          <button
            type="button"
            onClick={() => onOpen(orderId)}
            aria-label={t('adminOrders.open', { orderId })}
            className="rounded font-mono text-primary text-xs underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40"
          >
            {orderId}
          </button>
        )
      },
    },
    {
      id: 'enterprise',
      header: t('adminOrders.audit.columns.enterprise'),
      cell: ({ row }) => displayValue(row.original.enterpriseName),
    },
    {
      id: 'change',
      header: t('adminOrders.audit.columns.change'),
      cell: ({ row }) => (
        <span className="text-xs">
          {t('adminOrders.audit.change', {
            before: auditValueText(row.original.before, t),
            after: auditValueText(row.original.after, t),
          })}
        </span>
      ),
    },
  ]
  return (
    <ListPanel paginationLabel={t('adminOrders.audit.pagination')} total={query.data?.total} paging={paging}>
      <DataTable
        columns={columns}
        data={query.data?.list ?? []}
        caption={t('adminOrders.audit.caption')}
        getRowId={(entry) => `${entry.at}:${entry.action}:${entry.orderId ?? ''}:${entry.after ?? ''}`}
        loading={query.isPending}
        empty={t('adminOrders.audit.empty')}
      />
    </ListPanel>
  )
}
