import type { Order } from '@simlessly/shared'

/** How often the success screen asks for the order, and for how long before it says it is still waiting. */
export const SUCCESS_POLL_MS = 2_000
export const SUCCESS_POLL_LIMIT_MS = 60_000

/**
 * The card provider returns the customer here before or after it tells the server: the order is asked for
 * again while it is UNPAID, until the limit.
 */
export function successPollInterval(
  order: Order | undefined,
  startedAt: number,
  now: number,
): number | false {
  if (order && order.status !== 'UNPAID') return false
  return now - startedAt < SUCCESS_POLL_LIMIT_MS ? SUCCESS_POLL_MS : false
}

/** What the success screen says about the order. */
export type SuccessState = 'waiting' | 'late' | 'paid' | 'transfer' | 'closed'

export function successState(order: Order, timedOut: boolean): SuccessState {
  if (order.paid) return 'paid'
  if (order.status === 'PENDING_CONFIRMATION') return 'transfer'
  if (order.status === 'CLOSED') return 'closed'
  return timedOut ? 'late' : 'waiting'
}
