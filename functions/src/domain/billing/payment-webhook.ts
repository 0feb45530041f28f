import { ErrorCode } from '@simlessly/shared/errors'
import { type PaymentEvent, PaymentSignatureError } from '../../adapters/payments/port.ts'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { payOrder } from './pay.ts'
import { receiveRenewalFailed, receiveRenewalPaid } from './renewal.ts'

/**
 * The card provider's event: its signature checked over the raw body before anything else (a bad one
 * changes nothing), then applied once. An event id already received, or an order already paid, is
 * acknowledged without a change, so the provider's redeliveries are harmless; a crash before the order's
 * transaction leaves the event unreceived, and the provider's next delivery applies it.
 */
export async function receivePaymentEvent(ctx: AppContext, rawBody: string, signature: string | undefined) {
  let event: PaymentEvent
  try {
    event = await ctx.payments.parseEvent(rawBody, signature)
  } catch (error) {
    if (error instanceof PaymentSignatureError) throw new AppError(ErrorCode.PAYMENT_SIGNATURE)
    throw error
  }
  const { data: seen } = await ctx.entities.orderRef
    .get({ kind: 'event', value: event.eventId })
    .go({ consistent: true })
  if (seen) return { received: true as const }
  switch (event.type) {
    case 'checkout.paid': {
      const order = await orderOf(ctx, event)
      if (order && order.status === 'UNPAID') {
        await payOrder(ctx, order, {
          at: event.paidAt,
          channel: 'CARD_PROVIDER',
          eventId: event.eventId,
          subscriptionRef: event.subscriptionRef,
        })
      } else if (order && !order.paid) {
        // Paid after it closed (more than 24 hours on the checkout): the money is real, so say so loudly.
        ctx.logger.error('payment for a closed order', { orderId: order.orderId, eventId: event.eventId })
        await ctx.entities.order
          .patch({ enterpriseId: order.enterpriseId, orderId: order.orderId })
          .set({ paymentError: 'Paid after the order closed: an admin must refund or reopen it' })
          .go()
      }
      break
    }
    case 'checkout.failed': {
      const order = await orderOf(ctx, event)
      if (order && !order.paid) {
        await ctx.entities.order
          .patch({ enterpriseId: order.enterpriseId, orderId: order.orderId })
          .set({ paymentError: event.message })
          .go()
      }
      break
    }
    case 'renewal.paid':
      await receiveRenewalPaid(ctx, event)
      break
    case 'renewal.failed':
      await receiveRenewalFailed(ctx, event)
      break
    default:
      ctx.logger.info('payment event not acted on', { type: event.type, eventId: event.eventId })
  }
  return { received: true as const }
}

async function orderOf(ctx: AppContext, event: { enterpriseId: string; orderId: string }) {
  const { data } = await ctx.entities.order.get(event).go({ consistent: true })
  return data
}
