import type { Order } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import {
  afterCreate,
  choiceParams,
  keepsRequestKey,
  parseOperation,
  parseQuantity,
  quoteRequest,
  readChoice,
} from './purchase-choice'

const choice = (query: string) => readChoice(new URLSearchParams(query))

describe('the purchase screen’s URL', () => {
  it('accepts NEW and UPGRADE only', () => {
    expect(parseOperation('NEW')).toBe('NEW')
    expect(parseOperation('UPGRADE')).toBe('UPGRADE')
    expect(parseOperation('NEXT')).toBe('NEXT')
    expect(parseOperation('new')).toBeNull()
    expect(parseOperation(undefined)).toBeNull()
  })

  it('reads the choice, with monthly, one period and card by default', () => {
    expect(choice('')).toEqual({ plan: null, billingType: 'MONTHLY', quantity: '1', paymentMethod: 0 })
    expect(choice('plan=PRO&billing=ANNUALLY&quantity=3&payment=1')).toEqual({
      plan: 'PRO',
      billingType: 'ANNUALLY',
      quantity: '3',
      paymentMethod: 1,
    })
    expect(choice('plan=GOLD&billing=WEEKLY&payment=7')).toMatchObject({
      plan: null,
      billingType: 'MONTHLY',
      paymentMethod: 0,
    })
  })

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(choiceParams(choice(''))).toEqual({
      plan: undefined,
      billing: undefined,
      quantity: undefined,
      payment: undefined,
    })
    const chosen = { plan: 'PREMIUM', billingType: 'ANNUALLY', quantity: '2', paymentMethod: 1 } as const
    const params = new URLSearchParams(choiceParams(chosen) as Record<string, string>)
    expect(readChoice(params)).toEqual(chosen)
  })
})

describe('parseQuantity', () => {
  it('takes whole numbers from 1 to 36', () => {
    expect(parseQuantity(' 12 ')).toBe(12)
    expect(parseQuantity('36')).toBe(36)
    for (const bad of ['0', '37', '1.5', '-1', '', 'two']) expect(parseQuantity(bad)).toBeNull()
  })
})

describe('quoteRequest', () => {
  it('asks nothing until a plan is chosen and the quantity is valid', () => {
    expect(quoteRequest('NEW', choice(''))).toBeNull()
    expect(quoteRequest('NEW', choice('plan=PRO&quantity=40'))).toBeNull()
  })

  it('prices the choice as made, and an upgrade for the current plan’s period', () => {
    expect(quoteRequest('NEW', choice('plan=PRO&billing=ANNUALLY&quantity=2&payment=1'))).toEqual({
      operation: 'NEW',
      plan: 'PRO',
      billingType: 'ANNUALLY',
      quantity: 2,
      paymentMethod: 1,
    })
    expect(quoteRequest('UPGRADE', choice('plan=PREMIUM&quantity=40'))).toMatchObject({
      operation: 'UPGRADE',
      quantity: 1,
    })
  })
})

describe('afterCreate', () => {
  const order = (extra: Partial<Order>) =>
    ({ paid: false, bankDetails: null, checkoutUrl: null, ...extra }) as Order

  it('sends a card order to its checkout, shows a transfer’s bank details, and a paid one succeeds', () => {
    expect(afterCreate(order({ checkoutUrl: 'https://pay/x' }))).toEqual({
      kind: 'checkout',
      url: 'https://pay/x',
    })
    const bank = { beneficiary: 'b', bankName: 'n', accountNumber: 'a', swift: 's', reference: 'r' }
    expect(afterCreate(order({ bankDetails: { ...bank, amountCents: 1 } }))).toEqual({ kind: 'transfer' })
    expect(afterCreate(order({ paid: true }))).toEqual({ kind: 'success' })
    expect(afterCreate(order({}))).toEqual({ kind: 'order' })
  })
})

describe('keepsRequestKey', () => {
  const failure = (kind: 'server' | 'network' | 'timeout') =>
    new ApiError({ kind, code: kind === 'server' ? 10150 : 0, msg: 'x', requestId: 'r' })

  it('keeps the key when the order may have been made, and not after a refusal', () => {
    expect(keepsRequestKey(failure('network'))).toBe(true)
    expect(keepsRequestKey(failure('timeout'))).toBe(true)
    expect(keepsRequestKey(failure('server'))).toBe(false)
    expect(keepsRequestKey(new Error('x'))).toBe(false)
  })
})
