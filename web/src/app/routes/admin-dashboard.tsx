import '@/locales/insights'
import { AdminDashboardPage } from '@/features/admin-insight/components/admin-dashboard-page'

/** `admin/dashboard`: the platform-wide dashboard (Admin_Dashboard_View). */
export function AdminDashboardRoute() {
  return <AdminDashboardPage />
}
