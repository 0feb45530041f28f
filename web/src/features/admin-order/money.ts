import { centsSchema, type Discount } from '@simlessly/shared'
import { formatUsd } from '@/lib/format'

const DOLLARS = /^(\d{1,9})(?:\.(\d{1,2}))?$/

/** The most a price or a discount may be, as the shared schema caps cents. */
export const MAX_CENTS = centsSchema.maxValue ?? 100_000_000

/**
 * An amount typed in dollars ("25", "25.5", "$1,250.00") as integer cents, without going through a float;
 * undefined when it is not an amount of dollars and cents.
 */
export function dollarsToCents(text: string): number | undefined {
  const match = DOLLARS.exec(text.trim().replace(/^\$/, '').replaceAll(',', ''))
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Cents as a dollar amount to edit: 9900 reads "99.00". */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** A discount as it was given: a percentage, or an amount in USD; null without one. */
export function discountText(discount: Discount | null | undefined): string | null {
  if (!discount) return null
  return discount.type === 'PERCENT' ? `${discount.value}%` : formatUsd(discount.value)
}
