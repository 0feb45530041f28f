import { RENEWAL_REMINDER_DAYS, RENEWAL_WAIT_HOURS } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { OrderItem } from '../../entities/order.ts'
import { notifyOnce } from './billing-mails.ts'
import { getPlan } from './catalogue.ts'
import { moveOrder } from './order-transition.ts'
import { payOrder } from './pay.ts'

/** What one step of the scheduled job did, for its counts (null: nothing to do yet). */
export type StepOutcome = 'closed' | 'resumed' | 'activated' | 'expired' | 'mailed' | null

const HOUR_MS = 60 * 60 * 1000
export const RENEWAL_REMINDER_MS = RENEWAL_REMINDER_DAYS * 24 * HOUR_MS
const RENEWAL_WAIT_MS = RENEWAL_WAIT_HOURS * HOUR_MS

/** Renews through the provider at its end (a card plan whose renewal was not turned off). */
const renews = (order: OrderItem) => order.autoRenew && order.subscriptionRef !== undefined

/**
 * An UNPAID order past its time. Its money may have arrived with the webhook lost: a renewal order exists
 * only because the provider was paid, and a card checkout is asked. Paid, it is resumed (paid once: the
 * move is conditional, and a webhook delivered later finds it paid); otherwise it closes.
 */
export async function settleUnpaid(ctx: AppContext, order: OrderItem, now: number): Promise<StepOutcome> {
  if (order.kind === 'RENEWAL' && order.subscriptionRef) {
    await payOrder(ctx, order, { at: now, channel: 'CARD_PROVIDER' })
    return 'resumed'
  }
  if (order.checkoutSessionId) {
    const checkout = await ctx.payments.checkoutStatus(order.checkoutSessionId)
    if (checkout.paid) {
      await payOrder(ctx, order, {
        at: now,
        channel: 'CARD_PROVIDER',
        subscriptionRef: checkout.subscriptionRef,
      })
      return 'resumed'
    }
  }
  await moveOrder(ctx, { order, event: 'close', at: now })
  return 'closed'
}

/** A paid order whose plan starts: ACTIVE, with its subscription period (moveOrder writes it). */
export async function activate(ctx: AppContext, order: OrderItem, now: number): Promise<StepOutcome> {
  const plan = await getPlan(ctx, order.plan)
  await moveOrder(ctx, { order, event: 'activate', at: now, features: plan.features })
  return 'activated'
}

/**
 * An ACTIVE order near or past its time. Past its end it expires (a paid order continuing it activates on
 * its own), except a renewing one with nothing after it yet: the provider charges the renewal shortly
 * after the end, so it waits a while for the outcome. Past the grace period of a failed renewal it
 * expires, and the provider stops renewing it. Before its end, a renewing order's owner is reminded once.
 */
export async function endActive(ctx: AppContext, order: OrderItem, now: number): Promise<StepOutcome> {
  if (order.dueAt > now) return remindRenewal(ctx, order, now)
  const graceOver = order.renewalFailedAt !== undefined
  if (
    !graceOver &&
    renews(order) &&
    now < order.planEndAt + RENEWAL_WAIT_MS &&
    !(await continuedAt(ctx, order.enterpriseId, order.planEndAt, order.orderId))
  ) {
    return null
  }
  await moveOrder(ctx, { order, event: 'expire', at: now })
  if (graceOver && order.subscriptionRef && renews(order)) {
    await ctx.payments.cancelRenewal(order.subscriptionRef).catch((error: unknown) => {
      ctx.logger.error('renewal not cancelled at the provider', {
        orderId: order.orderId,
        error: String(error),
      })
    })
  }
  return 'expired'
}

async function remindRenewal(ctx: AppContext, order: OrderItem, now: number): Promise<StepOutcome> {
  if (!renews(order) || order.renewalFailedAt !== undefined || order.planEndAt - now > RENEWAL_REMINDER_MS) {
    return null
  }
  const period = { enterpriseId: order.enterpriseId, subscriptionId: order.orderId }
  const mail = { kind: 'renewal-reminder', planName: order.planName, renewsAt: order.planEndAt } as const
  return (await notifyOnce(ctx, period, 'renewal-reminder', mail)) ? 'mailed' : null
}

/** Whether a paid order (other than `except`) runs from `at` on: a renewal, or a plan bought for after. */
export async function continuedAt(
  ctx: AppContext,
  enterpriseId: string,
  at: number,
  except?: string,
): Promise<boolean> {
  const { data } = await ctx.entities.order.query
    .byEnterprise({ enterpriseId })
    .where(({ status }, { eq }) => `${eq(status, 'WAIT_ACTIVE')} OR ${eq(status, 'ACTIVE')}`)
    .go({ pages: 'all' })
  return data.some((o) => o.orderId !== except && o.planStartAt <= at && o.planEndAt > at)
}
