import { EMPTY_VALUE, formatUsd, type Order } from '@simlessly/shared'

// The day format is the console's, in lib/format; the screens of orders read it here.
export { formatDay } from '@/lib/format'

import { discountText } from './money'

/** An order's discount in the list and the detail: "−$9.90 (10%)", or '--' without one. */
export function discountLabel(order: Pick<Order, 'discount' | 'discountCents'>): string {
  const given = discountText(order.discount)
  if (!given && order.discountCents === 0) return EMPTY_VALUE
  const off = `−${formatUsd(order.discountCents)}`
  return given ? `${off} (${given})` : off
}
