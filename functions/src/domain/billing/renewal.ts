import { planEnd, splitTax } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import type { PaymentEvent } from '../../adapters/payments/port.ts'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { OrderItem, OrderRefItem } from '../../entities/order.ts'
import { committed, isConditionalFailure } from '../../entities/transaction.ts'
import { mailOwner } from './billing-mails.ts'
import { getPlan } from './catalogue.ts'
import { movePlatformCounts, orderCountWrites } from './order-counts.ts'
import { orderTax } from './order-tax.ts'
import { dueAtOf, RENEWAL_GRACE_MS } from './order-transition.ts'
import { payOrder } from './pay.ts'

type RenewalPaid = Extract<PaymentEvent, { type: 'renewal.paid' }>
type RenewalFailed = Extract<PaymentEvent, { type: 'renewal.failed' }>
type Claim = Pick<OrderRefItem, 'kind' | 'value'>

async function orderOfClaim(ctx: AppContext, claim: Claim) {
  const { data: ref } = await ctx.entities.orderRef.get(claim).go({ consistent: true })
  if (!ref) return null
  const { data } = await ctx.entities.order
    .get({ enterpriseId: ref.enterpriseId, orderId: ref.orderId })
    .go({ consistent: true })
  return data ? { ref, order: data } : null
}

/**
 * The order a provider subscription renews now: the one its claim points to (the latest of the chain),
 * or the upgrade that replaced it, since an upgrade runs to the same end on the same subscription.
 */
async function renewedOrder(ctx: AppContext, subscriptionRef: string) {
  const found = await orderOfClaim(ctx, { kind: 'subscription', value: subscriptionRef })
  if (!found) return null
  const { data } = await ctx.entities.order.query
    .byEnterprise({ enterpriseId: found.order.enterpriseId })
    .where(({ kind, paid }, { eq }) => `${eq(kind, 'UPGRADE')} AND ${eq(paid, true)}`)
    .go({ pages: 'all' })
  const upgradeOf = new Map(data.map((o) => [o.previousOrderId, o]))
  let order = found.order
  for (let next = upgradeOf.get(order.orderId); next; next = upgradeOf.get(order.orderId)) order = next
  return { ref: found.ref, order }
}

/**
 * The provider charged the next period: a RENEWAL order for it, made once per invoice (its id is claimed
 * with the order) and paid at once; it starts where the renewed order ends. Made UNPAID and then paid, as
 * every order is: if the process dies between the two, the provider's next delivery, or the scheduled job
 * (an UNPAID renewal is due at once), pays it; the event's id is claimed with the payment.
 */
export async function receiveRenewalPaid(ctx: AppContext, event: RenewalPaid): Promise<void> {
  const invoice = { kind: 'request' as const, value: `invoice#${event.invoiceRef}` }
  const renewal = (await orderOfClaim(ctx, invoice))?.order ?? (await makeRenewal(ctx, event, invoice))
  if (renewal.status === 'UNPAID') {
    await payOrder(ctx, renewal, { at: event.paidAt, channel: 'CARD_PROVIDER', eventId: event.eventId })
  }
}

async function makeRenewal(ctx: AppContext, event: RenewalPaid, invoice: Claim): Promise<OrderItem> {
  const renewed = await renewedOrder(ctx, event.subscriptionRef)
  // Not known yet (its checkout's payment not received): an error, so the provider delivers it again later.
  if (!renewed) throw new Error(`No order is renewed by the provider subscription ${event.subscriptionRef}`)
  const { ref, order: base } = renewed
  const now = ctx.now()
  const plan = await getPlan(ctx, base.renewalPlan ?? base.plan)
  // A plan that ended early (its grace ran out) starts again now; otherwise the periods follow each other.
  const start = base.status === 'EXPIRED' && base.planEndAt > now ? now : base.planEndAt
  // The provider charges the price with its tax (renewalOf, orders.ts), at the rate of the order renewed.
  const { netCents, taxCents } = splitTax(event.amountCents, orderTax(base).rateBasisPoints)
  const renewal: OrderItem = {
    enterpriseId: base.enterpriseId,
    orderId: ulid(now),
    enterpriseName: base.enterpriseName,
    status: 'UNPAID',
    kind: 'RENEWAL',
    plan: plan.code,
    planName: plan.name,
    billingType: base.billingType,
    billingDimension: plan.billingDimension,
    quantity: base.quantity,
    originalPriceCents: netCents,
    discountCents: 0,
    taxCents,
    taxRateBasisPoints: orderTax(base).rateBasisPoints,
    ...(base.taxName && { taxName: base.taxName }),
    amountCents: event.amountCents,
    previousOrderId: base.orderId,
    paid: false,
    expireAt: now,
    planStartAt: start,
    planEndAt: planEnd(start, base.billingType, base.quantity),
    planTimeValue: base.quantity,
    planTimeUnit: base.billingType,
    paymentMethod: 0,
    includedDownloads: plan.billingDimension === 0 ? plan.includedUsage : 0,
    includedInstallations: plan.billingDimension === 1 ? plan.includedUsage : 0,
    usedDownloads: 0,
    spentCents: 0,
    subscriptionRef: event.subscriptionRef,
    autoRenew: true,
    createdBy: 'auto-renewal',
    createdAt: now,
    updatedAt: now,
    dueAt: now,
    scope: 'platform',
  }
  const keys = { enterpriseId: base.enterpriseId, orderId: base.orderId }
  const recovered = base.status === 'ACTIVE' && base.renewalFailedAt !== undefined
  try {
    await committed(
      ctx.entities.service.transaction
        .write(({ order: orders, orderRef, subscription, counter }) => [
          orders.create(renewal).commit(),
          orderRef.create({ ...invoice, ...keysOf(renewal), createdAt: now }).commit(),
          // The chain moves on: the next renewal follows this order.
          orderRef
            .patch({ kind: 'subscription', value: ref.value })
            .set({ orderId: renewal.orderId })
            .where(({ orderId }, { eq }) => eq(orderId, ref.orderId))
            .commit(),
          ...orderCountWrites(counter, { enterpriseId: base.enterpriseId, from: null, to: 'UNPAID' }),
          // The renewal went through after all: no more grace, the renewed order ends at its end.
          ...(recovered
            ? [
                orders
                  .patch(keys)
                  .remove(['renewalFailedAt', 'paymentError'])
                  .set({ dueAt: base.planEndAt, updatedAt: Math.max(now, base.updatedAt + 1) })
                  .where(({ updatedAt }, { eq }) => eq(updatedAt, base.updatedAt))
                  .commit(),
                subscription
                  .patch({ enterpriseId: base.enterpriseId, subscriptionId: base.orderId })
                  .set({ endsAt: base.planEndAt })
                  .commit(),
              ]
            : []),
        ])
        .go(),
    )
  } catch (error) {
    const raced = isConditionalFailure(error) ? await orderOfClaim(ctx, invoice) : null
    if (raced) return raced.order
    if (isConditionalFailure(error)) {
      throw new AppError(ErrorCode.CONFLICT, 'The renewed order changed at the same time; deliver again')
    }
    throw error
  }
  await movePlatformCounts(ctx, { from: null, to: 'UNPAID' })
  return renewal
}

const keysOf = (order: OrderItem) => ({ enterpriseId: order.enterpriseId, orderId: order.orderId })

/**
 * The provider could not charge the renewal: the running order records the first failure (the plan
 * stays usable for the grace period from then, even past its end, while the provider retries), and the
 * owner is warned once. Later failures of the same renewal change nothing.
 */
export async function receiveRenewalFailed(ctx: AppContext, event: RenewalFailed): Promise<void> {
  const renewed = await renewedOrder(ctx, event.subscriptionRef)
  const order = renewed?.order
  if (order?.status !== 'ACTIVE' || order.renewalFailedAt !== undefined) {
    ctx.logger.info('renewal failure not recorded', { eventId: event.eventId, status: order?.status })
    return
  }
  const at = ctx.now()
  const set = {
    renewalFailedAt: at,
    paymentError: event.message,
    dueAt: dueAtOf({ ...order, renewalFailedAt: at }, 'ACTIVE'),
    updatedAt: Math.max(at, order.updatedAt + 1),
  }
  try {
    await committed(
      ctx.entities.service.transaction
        .write(({ order: orders, orderRef, subscription }) => [
          orders
            .patch(keysOf(order))
            .set(set)
            .where(({ updatedAt }, { eq }) => eq(updatedAt, order.updatedAt))
            .commit(),
          orderRef.create({ kind: 'event', value: event.eventId, ...keysOf(order), createdAt: at }).commit(),
          subscription
            .patch({ enterpriseId: order.enterpriseId, subscriptionId: order.orderId })
            .set({ endsAt: Math.max(order.planEndAt, at + RENEWAL_GRACE_MS) })
            .commit(),
        ])
        .go(),
    )
  } catch (error) {
    if (isConditionalFailure(error)) {
      throw new AppError(ErrorCode.CONFLICT, 'The renewed order changed at the same time; deliver again')
    }
    throw error
  }
  const mail = { kind: 'renewal-failed', planName: order.planName, usableUntil: set.dueAt } as const
  // The failure is recorded and shown on the Subscription page; a mail that cannot be queued is logged.
  await mailOwner(ctx, order.enterpriseId, mail).catch((error: unknown) =>
    ctx.logger.error('renewal failure mail not queued', { orderId: order.orderId, error: String(error) }),
  )
}
