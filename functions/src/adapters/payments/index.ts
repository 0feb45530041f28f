import type { Config } from '../../config.ts'
import type { PaymentProvider } from './port.ts'

/**
 * The card payment provider of the config. Until the Stripe adapter is wired, every call says card
 * payments are not configured.
 */
export function createPaymentProvider(_config: Config['payments']): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new Error('Card payments are not configured')
  }
  return {
    createCheckout: refuse,
    parseEvent: refuse,
    checkoutStatus: refuse,
    cancelRenewal: refuse,
    changeRenewal: refuse,
  }
}
