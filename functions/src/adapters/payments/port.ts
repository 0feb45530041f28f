/**
 * The card payment provider, as the console needs it. The Stripe adapter implements it on the official
 * SDK; locally (no STRIPE_SECRET_KEY) the same adapter talks to the local Stripe stand-in. Card data never
 * reaches the console: the customer pays on the provider's hosted checkout page.
 */
export type CheckoutRequest = {
  orderId: string
  enterpriseId: string
  customerEmail: string
  /** One line on the checkout page and the receipt, e.g. "Pro plan, monthly". */
  description: string
  amountCents: number
  /**
   * A plan bought for periods renews through the provider (subscription mode): every `interval`, at
   * `renewalAmountCents`. Null: a one-off payment (an upgrade's difference).
   */
  renewal: {
    interval: 'month' | 'year'
    intervalCount: number
    renewalAmountCents: number
    /** When the provider first charges a renewal: the end of the period paid now. */
    firstRenewalAt: number
  } | null
  successUrl: string
  cancelUrl: string
}

export type Checkout = { sessionId: string; url: string }

/** A provider event, verified and reduced to what the console acts on. */
export type PaymentEvent =
  | {
      type: 'checkout.paid'
      eventId: string
      enterpriseId: string
      orderId: string
      sessionId: string
      paidAt: number
      /** The provider's subscription that will renew the plan (null for one-off payments). */
      subscriptionRef: string | null
    }
  | { type: 'checkout.failed'; eventId: string; enterpriseId: string; orderId: string; message: string }
  | {
      type: 'renewal.paid'
      eventId: string
      subscriptionRef: string
      invoiceRef: string
      paidAt: number
      amountCents: number
    }
  | { type: 'renewal.failed'; eventId: string; subscriptionRef: string; message: string }
  | { type: 'ignored'; eventId: string; eventType: string }

/** The signature of an event is missing or wrong: nothing may change. */
export class PaymentSignatureError extends Error {}

export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<Checkout>
  /** Verifies the signature over the raw body (throws PaymentSignatureError) and reads the event. */
  parseEvent(rawBody: string, signature: string | undefined): Promise<PaymentEvent>
  /** Whether a checkout was paid: the scheduled job's way to resume an order whose webhook was lost. */
  checkoutStatus(
    sessionId: string,
  ): Promise<{ paid: boolean; paidAt: number | null; subscriptionRef: string | null }>
  /** The plan will not renew: the provider stops charging at the period's end. */
  cancelRenewal(subscriptionRef: string): Promise<void>
  /** The next renewals charge this amount (an upgrade or a downgrade), from the next period on. */
  changeRenewal(subscriptionRef: string, renewal: { amountCents: number; description: string }): Promise<void>
}
