import { useTranslation } from 'react-i18next'
import { useAdminOrders, useAdminPlans } from '@/api/admin-order'
import { Button } from '@/components/ui/button'
import { ListEmpty } from '@/components/ui/list-empty'
import { ListPanel } from '@/components/ui/list-panel'
import { usePageParams } from '@/lib/use-page-params'
import {
  clearFiltersChange,
  type FilterKey,
  filterChange,
  hasFilters,
  readFilterValues,
  toListRequest,
} from '../admin-order-filters'
import { AdminOrdersTable } from './admin-orders-table'
import { OrderFilterBar } from './order-filter-bar'

/** Every enterprise's orders, filtered and paged by the query string; an order id opens its detail. */
export function OrdersTab({ onOpen }: { onOpen: (orderId: string) => void }) {
  const { t } = useTranslation()
  const paging = usePageParams()
  const { params, pageNum, pageSize, update } = paging
  const values = readFilterValues(params)
  const query = useAdminOrders(toListRequest(values, { pageNum, pageSize }))
  const plans = useAdminPlans()
  const filtered = hasFilters(values)
  const clear = () => update(clearFiltersChange())

  return (
    <div className="grid gap-4">
      <OrderFilterBar
        values={values}
        plans={plans.data}
        onChange={(key: FilterKey, value: string) => update(filterChange(key, value))}
        onClear={clear}
      />
      <ListPanel
        paginationLabel={t('adminOrders.orders.pagination')}
        total={query.data?.total}
        paging={paging}
      >
        <AdminOrdersTable
          list={query.data?.list ?? []}
          loading={query.isPending}
          onOpen={onOpen}
          empty={
            filtered ? (
              <ListEmpty
                message={t('adminOrders.orders.emptyFiltered')}
                action={
                  <Button variant="outline" size="sm" onClick={clear}>
                    {t('adminOrders.filters.clear')}
                  </Button>
                }
              />
            ) : (
              t('adminOrders.orders.empty')
            )
          }
        />
      </ListPanel>
    </div>
  )
}
