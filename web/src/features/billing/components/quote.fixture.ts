import type { OrderQuote } from '@simlessly/shared'
import type { OrderQuoteInput } from '@/api/order'

/** One month of Pro bought by card, as the purchase screen's tests ask for it. */
export const PRO_REQUEST: OrderQuoteInput = {
  operation: 'NEW',
  plan: 'PRO',
  billingType: 'MONTHLY',
  quantity: 1,
  paymentMethod: 1,
}

/** The server's quote for `PRO_REQUEST`, with no tax configured. */
export const PRO_QUOTE: OrderQuote = {
  plan: 'PRO',
  planName: 'Pro',
  billingType: 'MONTHLY',
  quantity: 1,
  unitPriceCents: 29_900,
  originalPriceCents: 29_900,
  discountCents: 0,
  taxCents: 0,
  taxRatePercent: 0,
  taxName: 'Tax',
  amountCents: 29_900,
  upgrade: null,
  planStartAt: Date.UTC(2026, 2, 5, 12),
  planEndAt: Date.UTC(2026, 3, 5, 12),
}
