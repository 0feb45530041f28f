import {
  DISCOUNT_TOO_LARGE,
  type Discount,
  discountCents,
  formatUsd,
  type Order,
  type OrderCreateRequest,
  type OrderQuote,
  type OrderQuoteRequest,
  orderPrice,
  PLAN_RANK,
  type Plan,
  planEnd,
  taxOn,
  upgradeQuote,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { OrderItem } from '../../entities/order.ts'
import { committed, isConditionalFailure } from '../../entities/transaction.ts'
import { getPlan } from './catalogue.ts'
import { currentPeriod } from './current.ts'
import { movePlatformCounts, orderCountWrites } from './order-counts.ts'
import { orderTax } from './order-tax.ts'
import { dueAtOf, moveOrder } from './order-transition.ts'
import { orderView } from './order-view.ts'
import { payOrder } from './pay.ts'
import { nextStart, planTimeline, requireNoPaidPlan } from './timeline.ts'

const UNPAID_HOURS = 24

/**
 * The configured tax (name, rate, cents) on what is left to pay after the discount, and the amount charged
 * with it: the quote, the order and its invoice carry the same.
 */
function taxed(ctx: AppContext, netCents: number) {
  const { rateBasisPoints, name: taxName } = ctx.config.invoicing.tax
  const taxCents = taxOn(netCents, rateBasisPoints)
  return { taxCents, taxRatePercent: rateBasisPoints / 100, taxName, amountCents: netCents + taxCents }
}
type Priced = OrderQuote & { plan: Plan['code']; previous: OrderItem | null; planDetails: Plan }

/**
 * What a purchase costs and when its plan runs, from the catalogue only. A new plan starts now, or when the
 * trial ends, and is refused while a paid plan runs or is paid to start later; the next period starts after
 * the last paid plan (a lower plan at renewal, or a plan bought by transfer to follow the one that runs); an
 * upgrade starts now and ends with the order it replaces, priced as the difference for the days left.
 */
export async function priceOrder(
  ctx: AppContext,
  input: Omit<OrderQuoteRequest, 'paymentMethod'> & {
    enterpriseId: string
    discount?: Discount
    admin?: boolean
  },
): Promise<Priced> {
  const now = ctx.now()
  const plan = await getPlan(ctx, input.plan)
  if (!plan.purchasable && !input.admin) {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `The ${plan.name} plan cannot be bought; contact us for it`,
    )
  }
  if (input.operation === 'UPGRADE') {
    const previous = await activePaidOrder(ctx, input.enterpriseId)
    if (!previous || PLAN_RANK[previous.plan] >= PLAN_RANK[plan.code]) {
      throw new AppError(
        ErrorCode.ORDER_STATE,
        'An upgrade needs a running paid plan lower than the one chosen',
      )
    }
    const upgrade = upgradeQuote({
      from: await getPlan(ctx, previous.plan),
      to: plan,
      billingType: previous.billingType,
      quantity: previous.quantity,
      periodStart: previous.planStartAt,
      periodEnd: previous.planEndAt,
      now,
    })
    // The discount applies to what the upgrade costs (the difference for the days left), and like any
    // discount it may not exceed the price.
    const off = discountCents(upgrade.amountCents, input.discount)
    if (off > upgrade.amountCents) {
      throw new AppError(
        ErrorCode.VALIDATION_FAILED,
        `${DISCOUNT_TOO_LARGE} (${formatUsd(upgrade.amountCents)})`,
      )
    }
    return {
      plan: plan.code,
      planName: plan.name,
      planDetails: plan,
      billingType: previous.billingType,
      quantity: previous.quantity,
      unitPriceCents: upgrade.toPlanPeriodCents,
      originalPriceCents: upgrade.amountCents,
      discountCents: off,
      ...taxed(ctx, upgrade.amountCents - off),
      upgrade: { ...upgrade, fromPlan: previous.plan },
      planStartAt: now,
      planEndAt: previous.planEndAt,
      previous,
    }
  }
  const priced = orderPrice({ ...input, plan, discount: input.discount })
  if ('error' in priced) throw new AppError(ErrorCode.VALIDATION_FAILED, priced.error)
  const timeline = await planTimeline(ctx, input.enterpriseId)
  if (input.operation === 'NEW') requireNoPaidPlan(timeline, now)
  const planStartAt = nextStart(timeline, now)
  return {
    plan: plan.code,
    planName: plan.name,
    planDetails: plan,
    billingType: input.billingType,
    quantity: input.quantity,
    ...priced.price,
    ...taxed(ctx, priced.price.amountCents),
    upgrade: null,
    planStartAt,
    planEndAt: planEnd(planStartAt, input.billingType, input.quantity),
    previous: null,
  }
}

export async function activePaidOrder(ctx: AppContext, enterpriseId: string) {
  const { current } = await currentPeriod(ctx, enterpriseId)
  if (!current?.orderId) return null
  const { data } = await ctx.entities.order.get({ enterpriseId, orderId: current.orderId }).go()
  return data?.status === 'ACTIVE' ? data : null
}

export async function quoteOrder(ctx: AppContext, input: OrderQuoteRequest & { enterpriseId: string }) {
  const { previous: _p, planDetails: _d, ...quote } = await priceOrder(ctx, input)
  return quote
}

/** A bank transfer's reference: short, unambiguous, derived from the order id. */
const referenceOf = (orderId: string) => `SL-${orderId.slice(-8, -4)}-${orderId.slice(-4)}`

/**
 * Makes an order. The request key is claimed with the order in one transaction, so a double click or a
 * retry answers the order already made. Card orders get the provider's checkout; transfers await an admin;
 * an order with nothing to pay is paid at once.
 */
export async function createOrder(
  ctx: AppContext,
  input: Omit<OrderCreateRequest, 'requestKey'> & {
    requestKey: string
    enterpriseId: string
    createdBy: string
    customerEmail: string
    discount?: Discount
    admin?: boolean
  },
): Promise<Order> {
  const claim = { kind: 'request' as const, value: `${input.enterpriseId}#${input.requestKey}` }
  const made = await orderOfClaim(ctx, claim)
  if (made) return orderView(made, ctx.config)
  const priced = await priceOrder(ctx, input)
  const now = ctx.now()
  const { data: enterprise } = await ctx.entities.enterprise.get({ enterpriseId: input.enterpriseId }).go()
  if (!enterprise) throw AppError.notFound('This enterprise does not exist')
  const orderId = ulid(now)
  const included = priced.planDetails.includedUsage
  const order: OrderItem = {
    enterpriseId: input.enterpriseId,
    orderId,
    enterpriseName: enterprise.name,
    status: 'UNPAID',
    // The next period is a new plan, placed after the others (and renewing by card as any new plan).
    kind: input.operation === 'UPGRADE' ? 'UPGRADE' : 'NEW',
    plan: priced.plan,
    planName: priced.planName,
    billingType: priced.billingType,
    billingDimension: priced.planDetails.billingDimension,
    quantity: priced.quantity,
    originalPriceCents: priced.originalPriceCents,
    ...(input.discount && { discountType: input.discount.type, discountValue: input.discount.value }),
    discountCents: priced.discountCents,
    taxCents: priced.taxCents,
    taxRateBasisPoints: Math.round(priced.taxRatePercent * 100),
    taxName: priced.taxName,
    amountCents: priced.amountCents,
    ...(priced.upgrade && { upgrade: priced.upgrade }),
    ...(priced.previous && { previousOrderId: priced.previous.orderId }),
    paid: false,
    expireAt: now + UNPAID_HOURS * 3_600_000,
    planStartAt: priced.planStartAt,
    planEndAt: priced.planEndAt,
    planTimeValue: priced.quantity,
    planTimeUnit: priced.billingType,
    paymentMethod: input.paymentMethod,
    includedDownloads: priced.planDetails.billingDimension === 0 ? included : 0,
    includedInstallations: priced.planDetails.billingDimension === 1 ? included : 0,
    usedDownloads: 0,
    spentCents: 0,
    bankReference: referenceOf(orderId),
    autoRenew: false,
    createdBy: input.createdBy,
    createdAt: now,
    updatedAt: now,
    dueAt: 0,
    scope: 'platform',
  }
  order.dueAt = dueAtOf(order, 'UNPAID')
  try {
    await committed(
      ctx.entities.service.transaction
        .write(({ order: orders, orderRef, counter }) => [
          orders.create(order).commit(),
          orderRef.create({ ...claim, enterpriseId: input.enterpriseId, orderId, createdAt: now }).commit(),
          ...orderCountWrites(counter, { enterpriseId: input.enterpriseId, from: null, to: 'UNPAID' }),
        ])
        .go(),
    )
  } catch (error) {
    const raced = isConditionalFailure(error) ? await orderOfClaim(ctx, claim) : null
    if (raced) return orderView(raced, ctx.config)
    throw error
  }
  await movePlatformCounts(ctx, { from: null, to: 'UNPAID' })
  return orderView(await settle(ctx, order, input), ctx.config)
}

/**
 * How a new plan renews by card: every period as bought, at the catalogue price. Card providers renew at
 * most yearly, so a longer period (13 months or more, or several years) is paid once and bought again.
 */
function renewalOf(order: OrderItem) {
  const months = order.billingType === 'MONTHLY' ? order.quantity : order.quantity * 12
  if (order.kind !== 'NEW' || months > 12) return null
  return {
    interval: order.billingType === 'MONTHLY' ? ('month' as const) : ('year' as const),
    intervalCount: order.quantity,
    // Renewals are charged at the catalogue price of the period, with the order's tax rate.
    renewalAmountCents:
      order.originalPriceCents + taxOn(order.originalPriceCents, orderTax(order).rateBasisPoints),
    firstRenewalAt: order.planEndAt,
  }
}

async function settle(ctx: AppContext, order: OrderItem, input: { customerEmail: string }) {
  if (order.amountCents === 0) return payOrder(ctx, order, { at: ctx.now(), channel: 'FREE' })
  if (order.paymentMethod === 1) return moveOrder(ctx, { order, event: 'awaitTransfer', at: ctx.now() })
  const base = ctx.publicUrl
  try {
    const checkout = await ctx.payments.createCheckout({
      orderId: order.orderId,
      enterpriseId: order.enterpriseId,
      customerEmail: input.customerEmail,
      description: `${order.planName} plan, ${order.billingType.toLowerCase()} x ${order.quantity}`,
      amountCents: order.amountCents,
      renewal: renewalOf(order),
      successUrl: `${base}/order/success?orderId=${order.orderId}`,
      cancelUrl: `${base}/order?orderId=${order.orderId}`,
    })
    const set = {
      checkoutSessionId: checkout.sessionId,
      checkoutUrl: checkout.url,
      updatedAt: order.updatedAt + 1,
    }
    await ctx.entities.order.patch({ enterpriseId: order.enterpriseId, orderId: order.orderId }).set(set).go()
    return { ...order, ...set }
  } catch (error) {
    ctx.logger.error('checkout failed', { orderId: order.orderId, error: String(error) })
    await moveOrder(ctx, {
      order,
      event: 'close',
      at: ctx.now(),
      set: { paymentError: 'The card checkout could not start' },
    })
    throw new AppError(ErrorCode.PAYMENT_PROVIDER)
  }
}

/**
 * The order a request key already made, once the request that made it has settled it (a checkout opened,
 * a transfer awaited, a refusal said): a double click answers what the first click answers, not the
 * order as it was a moment before. The wait is bounded; past it, the order is answered as it stands.
 */
async function orderOfClaim(ctx: AppContext, claim: { kind: 'request'; value: string }) {
  const { data: ref } = await ctx.entities.orderRef.get(claim).go({ consistent: true })
  if (!ref) return null
  const keys = { enterpriseId: ref.enterpriseId, orderId: ref.orderId }
  for (let attempt = 0; ; attempt++) {
    const { data } = await ctx.entities.order.get(keys).go({ consistent: true })
    const settled = data?.status !== 'UNPAID' || data.checkoutUrl || data.paymentError
    if (settled || attempt >= SETTLE_CHECKS) return data
    await new Promise((resolve) => setTimeout(resolve, SETTLE_INTERVAL_MS))
  }
}

/** How long a repeated purchase waits for the first one to settle: up to 10 s (a checkout's time limit). */
const SETTLE_INTERVAL_MS = 100
const SETTLE_CHECKS = 100
