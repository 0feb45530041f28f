import { DEFAULT_PLANS } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import {
  type CreateOrderValues,
  createOrderResolver,
  emptyCreateOrderValues,
  estimateOrder,
  toCreateOrderInput,
} from './create-order-values'

const filled: CreateOrderValues = {
  ...emptyCreateOrderValues,
  enterpriseId: 'E1',
  clientLabel: 'Acme (owner@example.com)',
  plan: 'BASIC',
  quantity: '2',
}

async function resolve(values: CreateOrderValues, plans = DEFAULT_PLANS) {
  const options = { fields: {}, shouldUseNativeValidation: false }
  return createOrderResolver(values, { plans }, options)
}

const messages = (errors: object) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, error]) => [key, (error as { message: string }).message]),
  )

describe('the create-order form', () => {
  it('sends the shared schema’s request, with a discount in dollars as integer cents', async () => {
    const result = await resolve({ ...filled, discountType: 'CURRENCY', discountValue: '25.50' })
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({
      enterpriseId: 'E1',
      plan: 'BASIC',
      billingType: 'MONTHLY',
      quantity: 2,
      paymentMethod: 1,
      discount: { type: 'CURRENCY', value: 2550 },
    })
  })

  it('sends no discount when none is chosen, and a percentage as it is', () => {
    expect(toCreateOrderInput(filled)).not.toHaveProperty('discount')
    expect(toCreateOrderInput({ ...filled, discountType: 'PERCENT', discountValue: '10' })).toMatchObject({
      discount: { type: 'PERCENT', value: 10 },
    })
  })

  it('says what is wrong with each field, in words for people', async () => {
    const result = await resolve({
      ...emptyCreateOrderValues,
      quantity: '37',
      discountType: 'PERCENT',
      discountValue: '12.5',
    })
    expect(messages(result.errors)).toEqual({
      enterpriseId: 'Pick the client',
      plan: 'Required: choose one',
      quantity: 'Use a whole number from 1 to 36',
      discountValue: 'Use a whole number from 0 to 100',
    })
    const dollars = await resolve({ ...filled, discountType: 'CURRENCY', discountValue: '12,5x' })
    expect(messages(dollars.errors)).toEqual({
      discountValue: 'Use an amount in dollars, such as 25 or 25.50',
    })
  })

  it('refuses a discount larger than the price: the amount can never be negative', async () => {
    // Basic is $99.00 a month: two months are $198.00.
    const result = await resolve({ ...filled, discountType: 'CURRENCY', discountValue: '198.01' })
    expect(messages(result.errors)).toEqual({
      discountValue: 'The discount is larger than the price ($198.00)',
    })
    expect((await resolve({ ...filled, discountType: 'CURRENCY', discountValue: '198' })).errors).toEqual({})
  })
})

describe('estimateOrder', () => {
  it('prices the order as the server does, from the catalogue', () => {
    expect(
      estimateOrder(
        { plan: 'BASIC', billingType: 'MONTHLY', quantity: 1, discount: { type: 'PERCENT', value: 10 } },
        DEFAULT_PLANS,
      ),
    ).toEqual({ unitPriceCents: 9900, originalPriceCents: 9900, discountCents: 990, amountCents: 8910 })
    expect(estimateOrder({ plan: 'PRO', billingType: 'ANNUALLY', quantity: 1 }, undefined)).toBeUndefined()
  })
})
