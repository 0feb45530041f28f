import type { Order } from '@simlessly/shared'
import { formatUsd } from '@/lib/format'

// The day format is the console's, in lib/format; the screens of orders read it here.
export { formatDay } from '@/lib/format'

/** An order's discount as given: a percentage or an amount in USD (null without one). */
export function discountText(discount: Order['discount']): string | null {
  if (!discount) return null
  return discount.type === 'PERCENT' ? `${discount.value}%` : formatUsd(discount.value)
}
