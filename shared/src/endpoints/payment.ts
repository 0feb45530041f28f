import { z } from 'zod'
import { paymentProviderAccess, post, resource } from '../endpoint.ts'

/** What the card payment provider calls: its signed events (checkout completed, renewals paid or failed). */
export const paymentEndpoints = resource('/v1/payment', 'Payments', {
  webhook: post('/webhook', {
    summary: "The card provider's signed events; verified, de-duplicated by id, then applied",
    access: paymentProviderAccess,
    maxBodyBytes: 256 * 1024,
    response: z.object({ received: z.literal(true) }),
  }),
})
