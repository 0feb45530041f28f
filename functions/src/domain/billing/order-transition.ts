import {
  nextOrderStatus,
  type OrderEvent,
  type OrderStatus,
  type PlanFeature,
  RENEWAL_GRACE_DAYS,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { OrderItem } from '../../entities/order.ts'
import { committed, isConditionalFailure } from '../../entities/transaction.ts'
import { type StatEvent, statWrites } from '../stat/record.ts'
import { publishAfterChange } from '../webhook/publish.ts'
import { syncClient } from './client-index.ts'
import { movePlatformCounts, orderCountWrites, timelineMove } from './order-counts.ts'
import { orderTax } from './order-tax.ts'

/** Far in the future: an order in a final status is never due. */
export const NEVER_DUE = 8_640_000_000_000_000
export const RENEWAL_GRACE_MS = RENEWAL_GRACE_DAYS * 24 * 60 * 60 * 1000

/**
 * When the scheduled job next looks at an order in `status` (see the order entity's status index). A
 * failed renewal moves an ACTIVE order's time to the end of its grace period, earlier or later than its end.
 */
export function dueAtOf(
  order: Pick<OrderItem, 'expireAt' | 'planStartAt' | 'planEndAt' | 'renewalFailedAt'>,
  status: OrderStatus,
) {
  switch (status) {
    case 'UNPAID':
      return order.expireAt ?? NEVER_DUE
    case 'WAIT_ACTIVE':
      return order.planStartAt
    case 'ACTIVE':
      return order.renewalFailedAt === undefined ? order.planEndAt : order.renewalFailedAt + RENEWAL_GRACE_MS
    default:
      return NEVER_DUE
  }
}

type OrderFields = Partial<
  Omit<OrderItem, 'enterpriseId' | 'orderId' | 'createdAt' | 'scope' | 'status' | 'updatedAt' | 'dueAt'>
>

/** An order paid, as the platform's statistics count it: one order and its amount net of tax, under its plan. */
function paymentStats(order: OrderItem, at: number): StatEvent[] {
  const base = { at, enterpriseId: order.enterpriseId, plan: order.plan }
  return [
    { ...base, code: 'o' },
    { ...base, code: 'v', by: order.amountCents - orderTax(order).cents },
  ]
}

export type OrderMove = {
  order: OrderItem
  event: OrderEvent
  at: number
  /** Fields changed with the status (paidAt, paymentChannel, planStartAt...). */
  set?: OrderFields
  /** A provider event's id: claimed in the same transaction, so the same event twice changes nothing. */
  eventId?: string
  /** A provider subscription that renews this order from now on, claimed in the same transaction. */
  subscriptionRef?: string
  /** The plan's features, needed when the order becomes ACTIVE (its subscription period is written). */
  features?: readonly PlanFeature[]
  /**
   * The plan timeline's version the move placed its plan on (`timelineVersion`): moved in the same
   * transaction on condition that no other payment moved it meanwhile (then the move is a CONFLICT).
   */
  timelineVersion?: number
}

/**
 * The one way an order's status changes: the state machine of shared/billing decides, the write is
 * conditional on the order being as it was read (a concurrent change is a 409, never lost), and what goes
 * with the change is in the same transaction: the payment event's receipt, the claim of the provider
 * subscription that renews the order, and the subscription period the order gives (written when it becomes
 * ACTIVE, ended when it expires). Returns the order as written.
 */
export async function moveOrder(ctx: AppContext, move: OrderMove): Promise<OrderItem> {
  const { order, event, at } = move
  const status = nextOrderStatus(order.status, event)
  if (!status) {
    throw new AppError(ErrorCode.ORDER_STATE, `This order is ${order.status}; it cannot ${event}`)
  }
  const next: OrderItem = { ...order, ...move.set, status, updatedAt: Math.max(at, order.updatedAt + 1) }
  next.dueAt = dueAtOf(next, status)
  const keys = { enterpriseId: order.enterpriseId, orderId: order.orderId }
  // The payment is counted (orders and revenue by plan) with the move that first records it.
  const paidNow = !order.paidAt && next.paidAt ? next.paidAt : undefined
  const { enterpriseId: _e, orderId: _o, createdAt: _c, scope: _s, ...changes } = next
  try {
    await committed(
      ctx.entities.service.transaction
        .write((entities) => [
          ...orderCountWrites(entities.counter, {
            enterpriseId: order.enterpriseId,
            from: order.status,
            to: status,
          }),
          ...statWrites(entities, paidNow ? paymentStats(next, paidNow) : []),
          ...(move.timelineVersion === undefined
            ? []
            : [timelineMove(entities.counter, order.enterpriseId, move.timelineVersion)]),
          entities.order
            .patch(keys)
            .set(changes)
            .where(({ updatedAt }, { eq }) => eq(updatedAt, order.updatedAt))
            .commit(),
          ...(move.eventId
            ? [
                entities.orderRef
                  .create({ kind: 'event', value: move.eventId, ...keys, createdAt: at })
                  .commit(),
              ]
            : []),
          ...(move.subscriptionRef
            ? [
                entities.orderRef
                  .create({ kind: 'subscription', value: move.subscriptionRef, ...keys, createdAt: at })
                  .commit(),
              ]
            : []),
          ...(status === 'ACTIVE'
            ? [
                entities.subscription
                  .put({
                    enterpriseId: order.enterpriseId,
                    subscriptionId: order.orderId,
                    orderId: order.orderId,
                    plan: next.plan,
                    freeTrial: false,
                    status: 'ACTIVE',
                    features: [...requireFeatures(move)],
                    startedAt: next.planStartAt,
                    endsAt: next.planEndAt,
                    autoRenew: next.autoRenew,
                  })
                  .commit(),
              ]
            : []),
          ...(status === 'EXPIRED'
            ? [
                entities.subscription
                  .patch({ enterpriseId: order.enterpriseId, subscriptionId: order.orderId })
                  .set({ status: 'EXPIRED', endsAt: Math.min(next.planEndAt, at) })
                  .commit(),
              ]
            : []),
        ])
        .go(),
    )
  } catch (error) {
    if (isConditionalFailure(error)) {
      throw new AppError(ErrorCode.CONFLICT, 'This order was changed at the same time; reload it')
    }
    throw error
  }
  await movePlatformCounts(ctx, { from: order.status, to: status })
  if (status === 'ACTIVE' || status === 'EXPIRED') await syncClient(ctx, order.enterpriseId)
  await publishAfterChange(ctx, order.enterpriseId, [
    {
      type: 'order.status_changed',
      source: `${order.orderId}#${status}#${next.updatedAt}`,
      at,
      data: {
        orderId: order.orderId,
        previousStatus: order.status,
        status,
        plan: next.plan,
        amountCents: next.amountCents,
      },
    },
  ])
  return next
}

function requireFeatures(move: OrderMove): readonly PlanFeature[] {
  if (!move.features) throw new Error(`Order ${move.order.orderId} activates without its plan's features`)
  return move.features
}
