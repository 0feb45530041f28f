import '@/locales/billing'
import { OrderSuccessPage } from '@/features/billing/components/order-success-page'

/** `order/success`: where the card checkout returns, until the payment is confirmed (Order_View). */
export function OrderSuccessRoute() {
  return <OrderSuccessPage />
}
