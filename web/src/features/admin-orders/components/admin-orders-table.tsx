import { formatUsd, type Order } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { displayValue } from '@/lib/format'
import { discountLabel } from '../order-format'

type AdminOrdersTableProps = {
  list: readonly Order[]
  loading: boolean
  empty: ReactNode
  onOpen: (orderId: string) => void
}

const moment = (at: number | null) =>
  at === null ? displayValue(null) : <DateTime at={at} className="block min-w-24" />

/** A page of every enterprise's orders; the order id opens its detail. */
export function AdminOrdersTable({ list, loading, empty, onOpen }: AdminOrdersTableProps) {
  const { t } = useTranslation()
  const columns: DataColumn<Order>[] = [
    {
      id: 'orderId',
      header: t('adminOrders.columns.orderId'),
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onOpen(row.original.orderId)}
          aria-label={t('adminOrders.open', { orderId: row.original.orderId })}
          className="rounded text-left font-medium font-mono text-primary text-xs underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {row.original.orderId}
        </button>
      ),
    },
    {
      id: 'enterprise',
      header: t('adminOrders.columns.enterprise'),
      cell: ({ row }) => (
        <span className="grid min-w-32 gap-0.5">
          <span>{row.original.enterpriseName}</span>
          <span className="font-mono text-xs text-muted-foreground">{row.original.enterpriseId}</span>
        </span>
      ),
    },
    { id: 'plan', header: t('adminOrders.columns.plan'), cell: ({ row }) => row.original.planName },
    {
      id: 'billing',
      header: t('adminOrders.columns.billing'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {t('adminOrders.billingTimes', {
            billing: t(`adminOrders.billingTypes.${row.original.billingType}`),
            quantity: row.original.quantity,
          })}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('adminOrders.columns.amount'),
      cell: ({ row }) => <span className="tabular-nums">{formatUsd(row.original.amountCents)}</span>,
    },
    {
      id: 'discount',
      header: t('adminOrders.columns.discount'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{discountLabel(row.original)}</span>
      ),
    },
    {
      id: 'status',
      header: t('adminOrders.columns.status'),
      cell: ({ row }) => <OrderStatusBadge status={row.original.status} labels="adminOrders.statuses" />,
    },
    {
      id: 'paymentMethod',
      header: t('adminOrders.columns.paymentMethod'),
      cell: ({ row }) => t(`adminOrders.paymentMethods.${row.original.paymentMethod}`),
    },
    {
      id: 'createdAt',
      header: t('adminOrders.columns.createdAt'),
      cell: ({ row }) => moment(row.original.createdAt),
    },
    { id: 'paidAt', header: t('adminOrders.columns.paidAt'), cell: ({ row }) => moment(row.original.paidAt) },
  ]
  return (
    <DataTable
      columns={columns}
      data={list}
      caption={t('adminOrders.orders.caption')}
      getRowId={(order) => order.orderId}
      loading={loading}
      empty={empty}
    />
  )
}
