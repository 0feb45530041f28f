import { formatUsd, type Order } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { displayValue } from '@/lib/format'

type OrdersTableProps = {
  list: Order[]
  loading: boolean
  empty: ReactNode
  onOpen: (order: Order) => void
}

/** A page of orders: the id (opens the order), plan, billing x quantity, amount, status and times. */
export function OrdersTable({ list, loading, empty, onOpen }: OrdersTableProps) {
  const { t } = useTranslation()
  const columns: DataColumn<Order>[] = [
    {
      id: 'orderId',
      header: t('billing.orders.columns.orderId'),
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onOpen(row.original)}
          aria-label={t('billing.orders.open', { orderId: row.original.orderId })}
          className="rounded text-left font-medium font-mono text-primary text-xs underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {row.original.orderId}
        </button>
      ),
    },
    { id: 'plan', header: t('billing.orders.columns.plan'), cell: ({ row }) => row.original.planName },
    {
      id: 'billing',
      header: t('billing.orders.columns.billing'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {t('billing.billingTimes', {
            billing: t(`billing.billingTypes.${row.original.billingType}`),
            quantity: row.original.quantity,
          })}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('billing.orders.columns.amount'),
      cell: ({ row }) => <span className="tabular-nums">{formatUsd(row.original.amountCents)}</span>,
    },
    {
      id: 'status',
      header: t('billing.orders.columns.status'),
      cell: ({ row }) => <OrderStatusBadge status={row.original.status} labels="billing.statuses" />,
    },
    {
      id: 'createdAt',
      header: t('billing.orders.columns.createdAt'),
      cell: ({ row }) => <DateTime at={row.original.createdAt} className="block min-w-24" />,
    },
    {
      id: 'paidAt',
      header: t('billing.orders.columns.paidAt'),
      cell: ({ row }) =>
        row.original.paidAt === null ? (
          displayValue(null)
        ) : (
          <DateTime at={row.original.paidAt} className="block min-w-24" />
        ),
    },
  ]
  return (
    <DataTable
      columns={columns}
      data={list}
      caption={t('billing.orders.caption')}
      getRowId={(order) => order.orderId}
      loading={loading}
      empty={empty}
    />
  )
}
