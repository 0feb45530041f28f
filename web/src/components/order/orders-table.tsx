import type { Order } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { displayValue, formatUsd } from '@/lib/format'
import { shortId } from '@/lib/short-id'
import { useBillingTimes } from './order-facts'

const moment = (at: number | null) =>
  at === null ? displayValue(null) : <DateTime at={at} className="block min-w-24" />

/**
 * The columns both sides' order lists have, by name: the id opens the order; `statusLabels` is where the
 * status words are (each side says PENDING_CONFIRMATION its own way).
 */
export function useOrderColumns({
  onOpen,
  statusLabels,
}: {
  onOpen: (orderId: string) => void
  statusLabels: string
}) {
  const { t } = useTranslation()
  const billingTimes = useBillingTimes()
  const column = (id: string, cell: DataColumn<Order>['cell']): DataColumn<Order> => ({
    id,
    header: t(`orders.columns.${id}`),
    cell,
  })
  return {
    orderId: column('orderId', ({ row }) => (
      <button
        type="button"
        onClick={() => onOpen(row.original.orderId)}
        aria-label={t('orders.open', { orderId: row.original.orderId })}
        title={row.original.orderId}
        className="rounded text-left font-medium font-mono text-primary text-xs underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        {shortId(row.original.orderId)}
      </button>
    )),
    plan: column('plan', ({ row }) => row.original.planName),
    billing: column('billing', ({ row }) => (
      <span className="whitespace-nowrap">{billingTimes(row.original)}</span>
    )),
    amount: column('amount', ({ row }) => (
      <span className="tabular-nums">{formatUsd(row.original.amountCents)}</span>
    )),
    status: column('status', ({ row }) => (
      <OrderStatusBadge status={row.original.status} labels={statusLabels} />
    )),
    createdAt: column('createdAt', ({ row }) => moment(row.original.createdAt)),
    paidAt: column('paidAt', ({ row }) => moment(row.original.paidAt)),
  }
}

type OrdersTableProps = {
  columns: DataColumn<Order>[]
  list: readonly Order[]
  loading: boolean
  caption: string
  empty: ReactNode
}

/** A page of orders in the columns the side chose. */
export function OrdersTable({ columns, list, loading, caption, empty }: OrdersTableProps) {
  return (
    <DataTable
      columns={columns}
      data={list}
      caption={caption}
      getRowId={(order) => order.orderId}
      loading={loading}
      empty={empty}
    />
  )
}
