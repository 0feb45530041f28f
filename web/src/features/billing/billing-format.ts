import { EMPTY_VALUE, formatUsd, type Order } from '@simlessly/shared'

/** A day (ms since the epoch) in the user's locale and time zone, such as "Mar 5, 2026", or '--'. */
export function formatDay(ms: number | null | undefined, locale?: string): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return EMPTY_VALUE
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms)
}

/** An order's discount as given: a percentage or an amount in USD (null without one). */
export function discountText(discount: Order['discount']): string | null {
  if (!discount) return null
  return discount.type === 'PERCENT' ? `${discount.value}%` : formatUsd(discount.value)
}
