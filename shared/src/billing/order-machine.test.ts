import { describe, expect, it } from 'vitest'
import {
  FINAL_ORDER_STATUSES,
  nextOrderStatus,
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderStatus,
} from './order-machine.ts'

/** The order's transitions as the product allows them; every other pair of status and event is refused. */
const ALLOWED: [OrderStatus, OrderEvent, OrderStatus][] = [
  ['UNPAID', 'pay', 'ACTIVE'],
  ['UNPAID', 'payForLater', 'WAIT_ACTIVE'],
  ['UNPAID', 'awaitTransfer', 'PENDING_CONFIRMATION'],
  ['UNPAID', 'close', 'CLOSED'],
  ['PENDING_CONFIRMATION', 'confirm', 'ACTIVE'],
  ['PENDING_CONFIRMATION', 'confirmForLater', 'WAIT_ACTIVE'],
  ['PENDING_CONFIRMATION', 'close', 'CLOSED'],
  ['WAIT_ACTIVE', 'activate', 'ACTIVE'],
  ['ACTIVE', 'expire', 'EXPIRED'],
]

describe('the order state machine', () => {
  it('allows exactly the transitions of its table', () => {
    for (const status of ORDER_STATUSES) {
      for (const event of ORDER_EVENTS) {
        const allowed = ALLOWED.find(([from, on]) => from === status && on === event)
        expect(nextOrderStatus(status, event), `${status} --${event}-->`).toBe(allowed?.[2] ?? null)
      }
    }
  })

  it('leaves no final status, and reaches every status from UNPAID', () => {
    for (const status of FINAL_ORDER_STATUSES) {
      expect(ORDER_EVENTS.map((event) => nextOrderStatus(status, event)).filter(Boolean)).toEqual([])
    }
    const reached = new Set<OrderStatus>(['UNPAID'])
    for (let grew = true; grew; ) {
      const before = reached.size
      for (const status of [...reached]) {
        for (const event of ORDER_EVENTS) {
          const next = nextOrderStatus(status, event)
          if (next) reached.add(next)
        }
      }
      grew = reached.size > before
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort())
  })
})
