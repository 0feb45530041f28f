import type { BillingType, DiscountType, Plan } from './catalogue.ts'

/**
 * Prices, computed from the catalogue on the server only (the web shows what the server answers). Integer
 * cents throughout; a fraction of a cent rounds half up, once, at the end.
 */

export type Discount = { type: DiscountType /** PERCENT: 0-100; CURRENCY: cents. */; value: number }

export type OrderPrice = {
  /** The plan's price for one period of the billing type. */
  unitPriceCents: number
  /** unit price x quantity, before the discount. */
  originalPriceCents: number
  discountCents: number
  /** What the customer pays: never below zero. */
  amountCents: number
}

export const DISCOUNT_TOO_LARGE = 'The discount is larger than the price'

export function periodPriceCents(plan: Plan, billingType: BillingType): number {
  return billingType === 'MONTHLY' ? plan.monthlyPriceCents : plan.annualPriceCents
}

export function discountCents(originalCents: number, discount: Discount | undefined): number {
  if (!discount) return 0
  if (discount.type === 'PERCENT') return Math.round((originalCents * discount.value) / 100)
  return discount.value
}

/** The price of `quantity` periods of a plan, or the reason it cannot be sold so. */
export function orderPrice(input: {
  plan: Plan
  billingType: BillingType
  quantity: number
  discount?: Discount | undefined
}): { price: OrderPrice } | { error: string } {
  const unitPriceCents = periodPriceCents(input.plan, input.billingType)
  const originalPriceCents = unitPriceCents * input.quantity
  const off = discountCents(originalPriceCents, input.discount)
  if (input.discount?.type === 'PERCENT' && (input.discount.value < 0 || input.discount.value > 100)) {
    return { error: 'A percent discount is from 0 to 100' }
  }
  if (off > originalPriceCents) return { error: DISCOUNT_TOO_LARGE }
  return {
    price: { unitPriceCents, originalPriceCents, discountCents: off, amountCents: originalPriceCents - off },
  }
}

/**
 * The tax on a net amount at a rate in basis points (20% is 2,000; 8.25% is 825), rounded half up to the
 * cent: integers only, so no rate or amount meets a float's rounding.
 */
export function taxOn(netCents: number, rateBasisPoints: number): number {
  return Math.round((netCents * rateBasisPoints) / 10_000)
}

/** A charge that includes its tax (a renewal the provider charged), split into its net and its tax. */
export function splitTax(
  grossCents: number,
  rateBasisPoints: number,
): { netCents: number; taxCents: number } {
  const netCents = Math.round((grossCents * 10_000) / (10_000 + rateBasisPoints))
  return { netCents, taxCents: grossCents - netCents }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The end of a plan bought at `start`: calendar months (or years) in UTC, clamped to the month's last day. */
export function planEnd(start: number, billingType: BillingType, quantity: number): number {
  const months = billingType === 'MONTHLY' ? quantity : 12 * quantity
  return addMonths(start, months)
}

export function addMonths(at: number, months: number): number {
  const date = new Date(at)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, last))
  return date.getTime()
}

/** How an upgrade was priced: the difference between the plans for the days left of the current period. */
export type UpgradeQuote = {
  fromPlanPeriodCents: number
  toPlanPeriodCents: number
  /** Whole days left of the current period (a started day counts) and the period's length in days. */
  remainingDays: number
  periodDays: number
  /** (to - from) x remaining / period, rounded to the cent. */
  amountCents: number
}

export function upgradeQuote(input: {
  from: Plan
  to: Plan
  billingType: BillingType
  quantity: number
  periodStart: number
  periodEnd: number
  now: number
}): UpgradeQuote {
  const fromPlanPeriodCents = periodPriceCents(input.from, input.billingType) * input.quantity
  const toPlanPeriodCents = periodPriceCents(input.to, input.billingType) * input.quantity
  const periodDays = Math.max(1, Math.round((input.periodEnd - input.periodStart) / DAY_MS))
  const remainingDays = Math.min(periodDays, Math.max(0, Math.ceil((input.periodEnd - input.now) / DAY_MS)))
  const difference = Math.max(0, toPlanPeriodCents - fromPlanPeriodCents)
  const amountCents = Math.round((difference * remainingDays) / periodDays)
  return { fromPlanPeriodCents, toPlanPeriodCents, remainingDays, periodDays, amountCents }
}

/** "$1,234.56" */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
}
