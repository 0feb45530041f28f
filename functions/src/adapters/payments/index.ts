import type { Config } from '../../config.ts'
import type { PaymentProvider } from './port.ts'
import { createStripeProvider } from './stripe.ts'

/** The card payment provider of the config: Stripe (without a key, card checkouts are refused clearly). */
export function createPaymentProvider(config: Config['payments']): PaymentProvider {
  return createStripeProvider({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.webhookSecret,
    apiUrl: config.apiUrl,
  })
}
