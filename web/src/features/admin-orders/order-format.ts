import { EMPTY_VALUE, formatUsd, type Order } from '@simlessly/shared'
import { discountText } from './money'

/** An order's discount in the list and the detail: "−$9.90 (10%)", or '--' without one. */
export function discountLabel(order: Pick<Order, 'discount' | 'discountCents'>): string {
  const given = discountText(order.discount)
  if (!given && order.discountCents === 0) return EMPTY_VALUE
  const off = `−${formatUsd(order.discountCents)}`
  return given ? `${off} (${given})` : off
}

/** A day (ms since the epoch) in the user's locale and time zone, such as "Mar 5, 2026", or '--'. */
export function formatDay(ms: number | null | undefined, locale?: string): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return EMPTY_VALUE
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms)
}
