import { DEFAULT_PLANS } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { emptyUpgradeValues, estimateUpgrade, higherPlans, upgradeResolver } from './upgrade-values'

const DAY = 86_400_000
const options = { fields: {}, shouldUseNativeValidation: false }

describe('the upgrade form', () => {
  it('sends the order, the higher plan, the payment method and the discount in cents', async () => {
    const result = await upgradeResolver(
      { plan: 'PRO', paymentMethod: '0', discountType: 'CURRENCY', discountValue: '20' },
      { orderId: '01JORDER' },
      options,
    )
    expect(result.values).toEqual({
      orderId: '01JORDER',
      plan: 'PRO',
      paymentMethod: 0,
      discount: { type: 'CURRENCY', value: 2000 },
    })
  })

  it('asks for a plan and a readable discount', async () => {
    const result = await upgradeResolver(
      { ...emptyUpgradeValues, discountType: 'PERCENT', discountValue: '101' },
      { orderId: '01JORDER' },
      options,
    )
    expect(Object.keys(result.errors).sort()).toEqual(['discountValue', 'plan'])
  })
})

describe('higherPlans', () => {
  it('offers only plans ranked above the order’s', () => {
    expect(higherPlans('BASIC', DEFAULT_PLANS).map((p) => p.code)).toEqual(['PRO', 'PREMIUM'])
    expect(higherPlans('PREMIUM', DEFAULT_PLANS)).toEqual([])
  })
})

describe('estimateUpgrade', () => {
  it('is the difference between the plans for the days left of the period', () => {
    const start = Date.UTC(2026, 0, 1)
    const order = {
      plan: 'BASIC' as const,
      billingType: 'MONTHLY' as const,
      quantity: 1,
      planStartAt: start,
      planEndAt: start + 30 * DAY,
    }
    expect(estimateUpgrade(order, 'PRO', DEFAULT_PLANS, start + 15 * DAY)).toEqual({
      fromPlanPeriodCents: 9900,
      toPlanPeriodCents: 29_900,
      remainingDays: 15,
      periodDays: 30,
      amountCents: 10_000,
    })
    expect(estimateUpgrade(order, 'PRO', undefined, start)).toBeUndefined()
  })
})
