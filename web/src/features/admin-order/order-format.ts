import { EMPTY_VALUE, formatUsd, ORDER_STATUSES, type Order, type OrderStatus } from '@simlessly/shared'
import type { TFunction } from 'i18next'
import { displayValue } from '@/lib/format'

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

const isOrderStatus = (value: string | null | undefined): value is OrderStatus =>
  (ORDER_STATUSES as readonly (string | null | undefined)[]).includes(value)

/**
 * An audit entry's before or after as an admin reads it: an order's status (a confirmation, a closing) in
 * the list's words, never the stored enum; plan names and amounts are written in words by the server.
 */
export function auditValueText(value: string | null | undefined, t: TFunction): string {
  return isOrderStatus(value) ? t(`adminOrders.statuses.${value}`) : displayValue(value)
}
