import { DEFAULT_PLANS, type Plan } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { planFormResolver, toPlanFormValues } from './plan-form-values'

const basic = DEFAULT_PLANS.find((plan) => plan.code === 'BASIC') as Plan
const options = { fields: {}, shouldUseNativeValidation: false }

describe('the plan form', () => {
  it('reads a plan into the form and back unchanged', async () => {
    const result = await planFormResolver(toPlanFormValues(basic), { plan: basic }, options)
    expect(result.errors).toEqual({})
    expect(result.values).toEqual(basic)
  })

  it('sends prices typed in dollars as cents, and the features in the catalogue’s order', async () => {
    const values = {
      ...toPlanFormValues(basic),
      monthlyPrice: '89.5',
      annualPrice: '$895',
      features: ['DEVELOPER_API' as const, 'EID_PUSH' as const],
    }
    const result = await planFormResolver(values, { plan: basic }, options)
    expect(result.values).toMatchObject({
      monthlyPriceCents: 8950,
      annualPriceCents: 89_500,
      features: ['EID_PUSH', 'DEVELOPER_API'],
    })
  })

  it('says which values cannot be saved, with the ranges the server accepts', async () => {
    const values = {
      ...toPlanFormValues(basic),
      name: ' ',
      monthlyPrice: 'ninety',
      members: '0',
      reDownloadsPerMonth: '1.5',
    }
    const result = await planFormResolver(values, { plan: basic }, options)
    const messages = Object.fromEntries(
      Object.entries(result.errors).map(([key, error]) => [key, (error as { message: string }).message]),
    )
    expect(messages).toMatchObject({
      monthlyPrice: 'Use an amount in dollars, such as 25 or 25.50',
      members: 'Use a whole number from 1 to 100,000',
      reDownloadsPerMonth: 'Use a whole number from 0 to 1,000',
    })
    expect(messages.name).toBeTruthy()
  })
})
