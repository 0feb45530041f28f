import '@/locales/insights'
import { ReportsPage } from '@/features/insight/components/reports-page'

/** `reports`: the daily usage report, its exports and the monthly mail (Report). */
export function ReportsRoute() {
  return <ReportsPage />
}
