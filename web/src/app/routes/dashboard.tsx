import '@/locales/insights'
import { DashboardPage } from '@/features/insight/components/dashboard-page'

/** `dashboard`: the enterprise's figures over a range of days (Analytic). */
export function DashboardRoute() {
  return <DashboardPage />
}
