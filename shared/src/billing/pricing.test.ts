import { describe, expect, it } from 'vitest'
import { DEFAULT_PLANS, type Plan } from './catalogue.ts'
import {
  addMonths,
  discountCents,
  formatUsd,
  orderPrice,
  planEnd,
  splitTax,
  taxOn,
  upgradeQuote,
} from './pricing.ts'

const plan = (code: string): Plan => {
  const found = DEFAULT_PLANS.find((p) => p.code === code)
  if (!found) throw new Error(code)
  return found
}
const at = (text: string) => Date.parse(text)

describe('pricing', () => {
  it('prices periods in integer cents, annual as the catalogue says, with discounts that never go below zero', () => {
    const pro = plan('PRO')
    expect(orderPrice({ plan: pro, billingType: 'MONTHLY', quantity: 3 })).toMatchObject({
      price: { originalPriceCents: 89_700, discountCents: 0, amountCents: 89_700 },
    })
    expect(
      orderPrice({
        plan: pro,
        billingType: 'ANNUALLY',
        quantity: 1,
        discount: { type: 'PERCENT', value: 15 },
      }),
    ).toMatchObject({ price: { originalPriceCents: 299_000, discountCents: 44_850, amountCents: 254_150 } })
    expect(
      orderPrice({
        plan: pro,
        billingType: 'MONTHLY',
        quantity: 1,
        discount: { type: 'CURRENCY', value: 30_000 },
      }),
    ).toEqual({ error: 'The discount is larger than the price' })
    expect(discountCents(999, { type: 'PERCENT', value: 33 })).toBe(330)
    expect(formatUsd(123_456)).toBe('$1,234.56')
  })

  it('ends plans on calendar months in UTC, clamped to the last day of a shorter month', () => {
    expect(planEnd(at('2026-01-31T10:00:00Z'), 'MONTHLY', 1)).toBe(at('2026-02-28T10:00:00Z'))
    expect(planEnd(at('2028-01-31T10:00:00Z'), 'MONTHLY', 1)).toBe(at('2028-02-29T10:00:00Z'))
    expect(planEnd(at('2026-11-25T00:00:00Z'), 'ANNUALLY', 2)).toBe(at('2028-11-25T00:00:00Z'))
    expect(addMonths(at('2026-12-15T00:00:00Z'), 1)).toBe(at('2027-01-15T00:00:00Z'))
  })

  it('prices an upgrade as the difference between the plans for the days left, a started day counting', () => {
    const quote = upgradeQuote({
      from: plan('BASIC'),
      to: plan('PRO'),
      billingType: 'MONTHLY',
      quantity: 1,
      periodStart: at('2026-11-01T00:00:00Z'),
      periodEnd: at('2026-12-01T00:00:00Z'),
      now: at('2026-11-16T12:00:00Z'),
    })
    expect(quote).toEqual({
      fromPlanPeriodCents: 9_900,
      toPlanPeriodCents: 29_900,
      remainingDays: 15,
      periodDays: 30,
      amountCents: 10_000,
    })
  })

  it('taxes in basis points, rounding half up once, and splits a taxed charge back into net and tax', () => {
    expect(taxOn(29_900, 2_000)).toBe(5_980)
    expect(taxOn(29_900, 825)).toBe(2_467) // 2,466.75
    expect(taxOn(10_000, 0)).toBe(0)
    for (const [net, rate] of [
      [29_900, 2_000],
      [99_000, 825],
      [1, 1_900],
      [0, 2_000],
    ] as const) {
      expect(splitTax(net + taxOn(net, rate), rate)).toEqual({ netCents: net, taxCents: taxOn(net, rate) })
    }
  })
})
