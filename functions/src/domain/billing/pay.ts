import type { PaymentChannel } from '@simlessly/shared'
import { planEnd } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { OrderItem } from '../../entities/order.ts'
import { getPlan } from './catalogue.ts'
import { moveOrder } from './order-transition.ts'

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
 * gets its whole period from now.
 */
export async function payOrder(
  ctx: AppContext,
  order: OrderItem,
  input: {
    at: number
    channel: PaymentChannel
    eventId?: string
    subscriptionRef?: string | null
  },
): Promise<OrderItem> {
  // `input.at` is when the money arrived (the receipt's date); the order moves now, so a payment stamped
  // a moment before (the provider counts whole seconds) or long before (a late delivery) starts a plan due.
  const at = ctx.now()
  const plan = await getPlan(ctx, order.plan)
  let { planStartAt, planEndAt } = order
  if (order.kind === 'NEW' && planStartAt < at) {
    planStartAt = at
    planEndAt = planEnd(at, order.billingType, order.quantity)
  }
  const startsNow = planStartAt <= at
  const confirm = input.channel === 'BANK_TRANSFER'
  const event = confirm ? (startsNow ? 'confirm' : 'confirmForLater') : startsNow ? 'pay' : 'payForLater'
  if (startsNow && order.kind === 'UPGRADE' && order.previousOrderId) {
    const { data: previous } = await ctx.entities.order
      .get({ enterpriseId: order.enterpriseId, orderId: order.previousOrderId })
      .go({ consistent: true })
    if (previous?.status === 'ACTIVE') await moveOrder(ctx, { order: previous, event: 'expire', at })
  }
  const subscriptionRef = input.subscriptionRef ?? order.subscriptionRef
  return moveOrder(ctx, {
    order,
    event,
    at,
    ...(input.eventId && { eventId: input.eventId }),
    // Renewal events find the order through this claim; a renewal order was made holding it already.
    ...(subscriptionRef && subscriptionRef !== order.subscriptionRef && { subscriptionRef }),
    features: plan.features,
    set: {
      paid: true,
      paidAt: input.at,
      paymentChannel: input.channel,
      spentCents: order.amountCents,
      invoiceNumber: await nextInvoiceNumber(ctx, at),
      planStartAt,
      planEndAt,
      ...(subscriptionRef && { subscriptionRef, autoRenew: true }),
    },
  })
}
