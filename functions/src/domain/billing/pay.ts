import type { PaymentChannel } from '@simlessly/shared'
import { planEnd, taxOn } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { OrderItem } from '../../entities/order.ts'
import { getPlan } from './catalogue.ts'
import { invoiceSnapshot } from './invoice.ts'
import { timelineVersion } from './order-counts.ts'
import { orderTax } from './order-tax.ts'
import { moveOrder } from './order-transition.ts'
import { stopRenewing } from './subscription.ts'
import { paidThrough, planTimeline } from './timeline.ts'

/** The next receipt number of the year, from one platform counter moved atomically. */
async function nextInvoiceNumber(ctx: AppContext, at: number): Promise<string> {
  const year = new Date(at).getUTCFullYear()
  const { data } = await ctx.entities.counter
    .update({ enterpriseId: 'platform', name: `invoice#${year}` })
    .add({ count: 1 })
    .go({ response: 'all_new' })
  return `INV-${year}-${String(data.count).padStart(6, '0')}`
}

/**
 * An order's money arrived (the card provider's event, an admin's confirmation of a transfer, or nothing to
 * pay): it is paid, numbered, and ACTIVE if its plan starts now (an upgrade then ends the order it
 * replaces), else WAIT_ACTIVE until the scheduled job starts it. A new plan paid after its planned start
 * gets its whole period from now, or from the end of a paid plan that took its time meanwhile.
 */
type Payment = {
  at: number
  channel: PaymentChannel
  eventId?: string
  subscriptionRef?: string | null
}

/** Payments of one enterprise at the same moment place their plans one after the other: a few tries each. */
const PLACEMENT_ATTEMPTS = 6

export async function payOrder(ctx: AppContext, order: OrderItem, input: Payment): Promise<OrderItem> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeAndPay(ctx, order, input)
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ErrorCode.CONFLICT || attempt === PLACEMENT_ATTEMPTS)
        throw error
      // The order as read still stands: another payment moved the timeline first; place this one again.
      const { data } = await ctx.entities.order
        .get({ enterpriseId: order.enterpriseId, orderId: order.orderId })
        .go({ consistent: true })
      if (data?.updatedAt !== order.updatedAt) throw error
    }
  }
}

async function placeAndPay(ctx: AppContext, order: OrderItem, input: Payment): Promise<OrderItem> {
  // Read before the timeline: the payment's transaction moves it only if no other payment did meanwhile.
  const version = await timelineVersion(ctx, order.enterpriseId)
  // `input.at` is when the money arrived (the receipt's date); the order moves now, so a payment stamped
  // a moment before (the provider counts whole seconds) or long before (a late delivery) starts a plan due.
  const at = ctx.now()
  const plan = await getPlan(ctx, order.plan)
  let { planStartAt, planEndAt } = order
  if (order.kind === 'NEW') {
    // Placed on the plan timeline as the money arrives: not before now, and after any paid plan that took
    // the time meanwhile (another order paid first), so two paid plans never run at once.
    const start = Math.max(
      planStartAt,
      at,
      paidThrough(await planTimeline(ctx, order.enterpriseId, { consistent: true }), order.orderId),
    )
    if (start !== planStartAt) {
      planStartAt = start
      planEndAt = planEnd(start, order.billingType, order.quantity)
    }
  }
  const startsNow = planStartAt <= at
  const confirm = input.channel === 'BANK_TRANSFER'
  const event = confirm ? (startsNow ? 'confirm' : 'confirmForLater') : startsNow ? 'pay' : 'payForLater'
  const previous = order.kind === 'UPGRADE' ? await previousOrder(ctx, order) : null
  if (startsNow && previous?.status === 'ACTIVE')
    await moveOrder(ctx, { order: previous, event: 'expire', at })
  const subscriptionRef = input.subscriptionRef ?? order.subscriptionRef
  const paid = await moveOrder(ctx, {
    order,
    event,
    at,
    ...(input.eventId && { eventId: input.eventId }),
    // Renewal events find the order through this claim; a renewal order was made holding it already.
    ...(subscriptionRef && subscriptionRef !== order.subscriptionRef && { subscriptionRef }),
    features: plan.features,
    timelineVersion: version,
    set: {
      paid: true,
      paidAt: input.at,
      paymentChannel: input.channel,
      spentCents: order.amountCents,
      invoiceNumber: await nextInvoiceNumber(ctx, at),
      // The invoice keeps its parties as they are when paid: a later edit does not rewrite it.
      invoiceParties: await invoiceSnapshot(ctx, order),
      planStartAt,
      planEndAt,
      ...(subscriptionRef && { subscriptionRef, autoRenew: true }),
      // An upgrade runs on the subscription of the order it replaces, renewing as that one did.
      ...(previous?.subscriptionRef && {
        subscriptionRef: previous.subscriptionRef,
        autoRenew: previous.autoRenew,
      }),
    },
  })
  if (previous?.subscriptionRef && previous.autoRenew && order.upgrade) await renewAtNewPrice(ctx, paid)
  if (order.kind === 'NEW' && !startsNow) await stopRenewalBefore(ctx, paid)
  return paid
}

/**
 * A plan bought for after the paid ones replaces their renewal (the one that runs, or one paid to start
 * after the trial): they must not renew as well, into its time.
 */
async function stopRenewalBefore(ctx: AppContext, order: OrderItem) {
  const { enterpriseId } = order
  const before = (await planTimeline(ctx, enterpriseId)).paid.filter(
    (p) => p.orderId !== order.orderId && p.endsAt <= order.planStartAt,
  )
  try {
    for (const period of before) {
      const { data } = await ctx.entities.order.get({ enterpriseId, orderId: period.orderId }).go()
      if (!data?.autoRenew) continue
      await stopRenewing(ctx, {
        enterpriseId,
        order: data,
        ...(period.running && { subscriptionId: period.orderId }),
      })
    }
  } catch (error) {
    // The new order is paid either way (a provider's redelivery would find its event received): say it.
    ctx.logger.error('renewal of the replaced plan not stopped', {
      orderId: order.orderId,
      error: String(error),
    })
    await ctx.entities.order
      .patch({ enterpriseId: order.enterpriseId, orderId: order.orderId })
      .set({ paymentError: 'The plan before this one still renews; an admin must stop its renewal' })
      .go()
  }
}

async function previousOrder(ctx: AppContext, order: OrderItem) {
  if (!order.previousOrderId) return null
  const { data } = await ctx.entities.order
    .get({ enterpriseId: order.enterpriseId, orderId: order.previousOrderId })
    .go({ consistent: true })
  return data
}

/**
 * After an upgrade the provider's next renewals charge the new plan's price for the period. The upgrade is
 * paid whatever happens here: a provider that refuses the change is logged loudly for an admin to fix,
 * and said on the order.
 */
async function renewAtNewPrice(ctx: AppContext, order: OrderItem) {
  const upgrade = order.upgrade as { toPlanPeriodCents: number } | undefined
  if (!order.subscriptionRef || !upgrade) return
  try {
    await ctx.payments.changeRenewal(order.subscriptionRef, {
      amountCents:
        upgrade.toPlanPeriodCents + taxOn(upgrade.toPlanPeriodCents, orderTax(order).rateBasisPoints),
      description: `${order.planName} plan, ${order.billingType.toLowerCase()} x ${order.quantity}`,
    })
  } catch (error) {
    ctx.logger.error('renewal price not changed after an upgrade', {
      orderId: order.orderId,
      error: String(error),
    })
    await ctx.entities.order
      .patch({ enterpriseId: order.enterpriseId, orderId: order.orderId })
      .set({ paymentError: 'The renewal still charges the former plan; an admin must change it' })
      .go()
  }
}
