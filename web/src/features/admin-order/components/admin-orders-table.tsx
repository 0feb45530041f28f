import type { Order } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { OrdersTable, useOrderColumns } from '@/components/order/orders-table'
import type { DataColumn } from '@/components/ui/data-table'
import { discountLabel } from '../order-format'

type AdminOrdersTableProps = {
  list: readonly Order[]
  loading: boolean
  empty: ReactNode
  onOpen: (orderId: string) => void
}

/** A page of every enterprise's orders, with whose they are, the discount and the payment method. */
export function AdminOrdersTable({ list, loading, empty, onOpen }: AdminOrdersTableProps) {
  const { t } = useTranslation()
  const column = useOrderColumns({ onOpen, statusLabels: 'adminOrders.statuses' })
  const enterprise: DataColumn<Order> = {
    id: 'enterprise',
    header: t('adminOrders.columns.enterprise'),
    cell: ({ row }) => (
      <span className="grid min-w-32 gap-0.5">
        <span>{row.original.enterpriseName}</span>
        <span className="font-mono text-xs text-muted-foreground">{row.original.enterpriseId}</span>
      </span>
    ),
  }
  const discount: DataColumn<Order> = {
    id: 'discount',
    header: t('adminOrders.columns.discount'),
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{discountLabel(row.original)}</span>,
  }
  const paymentMethod: DataColumn<Order> = {
    id: 'paymentMethod',
    header: t('adminOrders.columns.paymentMethod'),
    cell: ({ row }) => t(`orders.paymentMethods.${row.original.paymentMethod}`),
  }
  return (
    <OrdersTable
      columns={[
        column.orderId,
        enterprise,
        column.plan,
        column.billing,
        column.amount,
        discount,
        column.status,
        paymentMethod,
        column.createdAt,
        column.paidAt,
      ]}
      list={list}
      loading={loading}
      caption={t('adminOrders.orders.caption')}
      empty={empty}
    />
  )
}
