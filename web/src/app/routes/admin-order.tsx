import '@/locales/console'
import '@/locales/admin'
import { AdminOrdersPage } from '@/features/admin-order/components/admin-orders-page'

/** `admin/order`: every enterprise's orders, the plan catalogue and the audit log (Admin_Order_View). */
export function AdminOrderRoute() {
  return <AdminOrdersPage />
}
