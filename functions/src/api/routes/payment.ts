import { endpoints } from '@simlessly/shared'
import { receivePaymentEvent } from '../../domain/billing/payment-webhook.ts'
import { implement } from '../endpoint-router.ts'

/** The card provider's webhook: the raw body, as signed, goes to the verification untouched. */
export const paymentRoutes = implement(endpoints.payment, {
  webhook: async ({ c, ctx }) =>
    receivePaymentEvent(ctx, await c.req.text(), c.req.header('stripe-signature')),
})
