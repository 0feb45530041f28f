import { EMPTY_VALUE, ORDER_STATUSES, type Order } from '@simlessly/shared'
import type { TFunction } from 'i18next'
import { displayValue, formatUsd } from '@/lib/format'

// The day format is the console's, in lib/format; the screens of orders read it here.
export { formatDay } from '@/lib/format'

import { isOneOf } from '@/lib/one-of'
import { discountText } from './money'

/** An order's discount in the list and the detail: "−$9.90 (10%)", or '--' without one. */
export function discountLabel(order: Pick<Order, 'discount' | 'discountCents'>): string {
  const given = discountText(order.discount)
  if (!given && order.discountCents === 0) return EMPTY_VALUE
  const off = `−${formatUsd(order.discountCents)}`
  return given ? `${off} (${given})` : off
}

/**
 * An audit entry's before or after as an admin reads it: an order's status (a confirmation, a closing) in
 * the list's words, never the stored enum; plan names and amounts are written in words by the server.
 */
export function auditValueText(value: string | null | undefined, t: TFunction): string {
  return isOneOf(ORDER_STATUSES, value) ? t(`adminOrders.statuses.${value}`) : displayValue(value)
}
