/**
 * The order's life, written once: every status change anywhere (a payment webhook, an admin's action, the
 * scheduled job, a customer closing an unpaid order) goes through `nextOrderStatus`, and anything not in
 * this table is refused.
 *
 * | from                 | event            | to                     | who                                      |
 * |----------------------|------------------|------------------------|------------------------------------------|
 * | UNPAID               | pay              | ACTIVE                 | the card provider's webhook (starts now)  |
 * | UNPAID               | payForLater      | WAIT_ACTIVE            | the same, when the plan starts later       |
 * | UNPAID               | awaitTransfer    | PENDING_CONFIRMATION   | the customer chose bank transfer          |
 * | UNPAID               | close            | CLOSED                 | the customer, an admin, or 24 h unpaid (the job first asks the provider; paid, it pays instead) |
 * | PENDING_CONFIRMATION | confirm          | ACTIVE                 | an admin saw the money arrive             |
 * | PENDING_CONFIRMATION | confirmForLater  | WAIT_ACTIVE            | the same, when the plan starts later       |
 * | PENDING_CONFIRMATION | close            | CLOSED                 | an admin (the money never came)           |
 * | WAIT_ACTIVE          | activate         | ACTIVE                 | the scheduled job, at the plan's start     |
 * | ACTIVE               | expire           | EXPIRED                | the scheduled job at the plan's end (a renewing plan: a day later without a renewal; a failed renewal: after its grace), or an upgrade replacing it |
 */
export const ORDER_STATUSES = [
  'UNPAID',
  'CLOSED',
  'PENDING_CONFIRMATION',
  'WAIT_ACTIVE',
  'ACTIVE',
  'EXPIRED',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_EVENTS = [
  'pay',
  'payForLater',
  'awaitTransfer',
  'confirm',
  'confirmForLater',
  'activate',
  'expire',
  'close',
] as const
export type OrderEvent = (typeof ORDER_EVENTS)[number]

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  UNPAID: {
    pay: 'ACTIVE',
    payForLater: 'WAIT_ACTIVE',
    awaitTransfer: 'PENDING_CONFIRMATION',
    close: 'CLOSED',
  },
  PENDING_CONFIRMATION: { confirm: 'ACTIVE', confirmForLater: 'WAIT_ACTIVE', close: 'CLOSED' },
  WAIT_ACTIVE: { activate: 'ACTIVE' },
  ACTIVE: { expire: 'EXPIRED' },
  CLOSED: {},
  EXPIRED: {},
}

/** The status an event moves an order to, or null when the table does not allow it from `status`. */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[status][event] ?? null
}

/** Statuses in which the customer has paid (or an admin confirmed): the order counts toward a plan. */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ['WAIT_ACTIVE', 'ACTIVE', 'EXPIRED']

/** Statuses no event leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['CLOSED', 'EXPIRED']
