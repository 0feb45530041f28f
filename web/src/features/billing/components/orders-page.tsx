import { ORDER_STATUSES } from '@simlessly/shared'
import { ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useOrders } from '@/api/order'
import { OrdersTable, useOrderColumns } from '@/components/order/orders-table'
import { PageHeader } from '@/components/page-header'
import { Permission } from '@/components/permission'
import { Button } from '@/components/ui/button'
import { FilterSelect } from '@/components/ui/filter-select'
import { ListEmpty } from '@/components/ui/list-empty'
import { ListPanel } from '@/components/ui/list-panel'
import { usePageParams } from '@/lib/use-page-params'
import { OrderDetailSheet } from './order-detail-sheet'

const buyLink = (label: string) => (
  <Permission id="Order_Purchase">
    <Button asChild>
      <Link to="/order/purchase/NEW">
        <ShoppingCart aria-hidden="true" />
        {label}
      </Link>
    </Button>
  </Permission>
)

/**
 * `order`: the enterprise's orders, newest first, filtered by status (`?status=`). `?orderId=` opens one,
 * which is where the card checkout's "cancel and go back" returns.
 */
export function OrdersPage() {
  const { t } = useTranslation()
  const paging = usePageParams()
  const { params, pageNum, pageSize, update } = paging
  const status = ORDER_STATUSES.find((value) => value === params.get('status'))
  const openId = params.get('orderId') ?? undefined
  const query = useOrders({ status, pageNum, pageSize })
  const page = query.data
  const column = useOrderColumns({
    onOpen: (orderId) => update({ orderId }),
    statusLabels: 'billing.statuses',
  })

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={t('routeTitles.order')} description={t('billing.orders.description')}>
        {buyLink(t('billing.actions.buy'))}
      </PageHeader>
      <FilterSelect
        id="order-status-filter"
        label={t('billing.orders.statusFilter')}
        allLabel={t('billing.orders.allStatuses')}
        options={ORDER_STATUSES.map((value) => ({ value, label: t(`billing.statuses.${value}`) }))}
        value={status ?? ''}
        onChange={(value) => update({ status: value, page: undefined })}
        className="w-56"
      />
      <ListPanel paginationLabel={t('billing.orders.pagination')} total={page?.total} paging={paging}>
        <OrdersTable
          columns={[
            column.orderId,
            column.plan,
            column.billing,
            column.amount,
            column.status,
            column.createdAt,
            column.paidAt,
          ]}
          list={page?.list ?? []}
          loading={query.isPending}
          caption={t('billing.orders.caption')}
          empty={
            status ? (
              t('billing.orders.emptyFiltered')
            ) : (
              <ListEmpty message={t('billing.orders.empty')} action={buyLink(t('billing.actions.choose'))} />
            )
          }
        />
      </ListPanel>
      {openId ? (
        <OrderDetailSheet key={openId} orderId={openId} onClose={() => update({ orderId: undefined })} />
      ) : null}
    </div>
  )
}
