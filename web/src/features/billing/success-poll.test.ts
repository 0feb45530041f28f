import type { Order } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { SUCCESS_POLL_LIMIT_MS, SUCCESS_POLL_MS, successPollInterval, successState } from './success-poll'

const order = (status: Order['status'], paid = false) => ({ status, paid }) as Order

describe('successPollInterval', () => {
  it('asks again while the order is unpaid (or not read yet), within the limit', () => {
    expect(successPollInterval(undefined, 0, 0)).toBe(SUCCESS_POLL_MS)
    expect(successPollInterval(order('UNPAID'), 0, SUCCESS_POLL_LIMIT_MS - 1)).toBe(SUCCESS_POLL_MS)
  })

  it('stops once the order moved on, or after the limit', () => {
    expect(successPollInterval(order('WAIT_ACTIVE', true), 0, 1)).toBe(false)
    expect(successPollInterval(order('CLOSED'), 0, 1)).toBe(false)
    expect(successPollInterval(order('UNPAID'), 0, SUCCESS_POLL_LIMIT_MS)).toBe(false)
  })
})

describe('successState', () => {
  it('says paid for a paid order, whether it starts now or later', () => {
    expect(successState(order('ACTIVE', true), false)).toBe('paid')
    expect(successState(order('WAIT_ACTIVE', true), true)).toBe('paid')
  })

  it('tells a transfer awaiting confirmation and a closed order apart from a late payment', () => {
    expect(successState(order('PENDING_CONFIRMATION'), false)).toBe('transfer')
    expect(successState(order('CLOSED'), false)).toBe('closed')
    expect(successState(order('UNPAID'), false)).toBe('waiting')
    expect(successState(order('UNPAID'), true)).toBe('late')
  })
})
