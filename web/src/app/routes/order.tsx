import '@/locales/console'
import '@/locales/billing'
import { OrdersPage } from '@/features/billing/components/orders-page'

/** `order`: the enterprise's orders, one opened by `?orderId=` (Order_View). */
export function OrderRoute() {
  return <OrdersPage />
}
