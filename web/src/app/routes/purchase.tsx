import '@/locales/console'
import '@/locales/billing'
import { PurchasePage } from '@/features/billing/components/purchase-page'

/** `order/purchase/:operation`: buy a plan (NEW) or upgrade to a higher one (UPGRADE) (Order_View). */
export function PurchaseRoute() {
  return <PurchasePage />
}
