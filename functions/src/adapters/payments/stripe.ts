import { ErrorCode } from '@simlessly/shared/errors'
import Stripe from 'stripe'
import { AppError } from '../../app-error.ts'
import { type PaymentEvent, type PaymentProvider, PaymentSignatureError } from './port.ts'

/** How far from the console's clock a webhook event's signing time may be, either way (Stripe's default). */
const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * When the provider signed an event: the `t` of its Stripe-Signature header, read as the SDK reads it
 * (the last one), so it is the time the verified signature covers.
 */
function signedAtSeconds(header: string): number | undefined {
  let at: number | undefined
  for (const item of header.split(',')) {
    const [key, value = ''] = item.split('=')
    if (key === 't') at = /^\d+$/.test(value) ? Number.parseInt(value, 10) : undefined
  }
  return at
}

/**
 * Card payments through Stripe's hosted Checkout (card data never reaches the console) and its signed
 * webhook events, verified by the SDK over the raw body.
 */
export function createStripeProvider(options: {
  secretKey: string | undefined
  webhookSecret: string | undefined
  apiUrl: string | undefined
}): PaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined
  const stripe = new Stripe(options.secretKey ?? 'sk_unconfigured', {
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
    maxNetworkRetries: 2,
    timeout: 20_000,
  })
  const configured = () => {
    if (!options.secretKey) {
      throw new AppError(
        ErrorCode.PAYMENT_PROVIDER,
        'Card payments are not configured on this console; choose bank transfer',
      )
    }
  }
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    configured()
    try {
      return await work()
    } catch (error) {
      if (error instanceof AppError) throw error
      throw new AppError(ErrorCode.PAYMENT_PROVIDER, undefined, null)
    }
  }
  return {
    createCheckout: (request) =>
      call(async () => {
        const metadata = { orderId: request.orderId, enterpriseId: request.enterpriseId }
        const { renewal } = request
        const firstPeriod = {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: request.amountCents,
            product_data: { name: request.description },
          },
        }
        // A plan that renews: the first period is charged now as a one-off item, and the subscription's
        // first charge waits (`trial_end`) until that period ends, so the provider's cycle is the plan's,
        // whether the plan starts now or after the free trial, and whatever the first period's discount.
        const session = await stripe.checkout.sessions.create({
          mode: renewal ? 'subscription' : 'payment',
          client_reference_id: request.orderId,
          customer_email: request.customerEmail,
          metadata,
          line_items: renewal
            ? [
                firstPeriod,
                {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: renewal.renewalAmountCents,
                    product_data: { name: `${request.description}, renewal` },
                    recurring: { interval: renewal.interval, interval_count: renewal.intervalCount },
                  },
                },
              ]
            : [firstPeriod],
          ...(renewal
            ? { subscription_data: { metadata, trial_end: Math.floor(renewal.firstRenewalAt / 1000) } }
            : { payment_intent_data: { metadata } }),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        })
        if (!session.url) throw new Error('Stripe answered a checkout session without a URL')
        return { sessionId: session.id, url: session.url }
      }),
    async parseEvent(rawBody, signature) {
      if (!options.webhookSecret || !signature) throw new PaymentSignatureError('No signature or no secret')
      let event: Stripe.Event
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        )
      } catch (error) {
        throw new PaymentSignatureError('The signature does not match', { cause: error })
      }
      // The SDK refuses an event signed too long ago, not one dated ahead: the tolerance holds both ways.
      const signedAt = signedAtSeconds(signature)
      if (signedAt === undefined || signedAt - Date.now() / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
        throw new PaymentSignatureError('The event is dated in the future')
      }
      return toPaymentEvent(event)
    },
    checkoutStatus: (sessionId) =>
      call(async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId)
        const subscription =
          typeof session.subscription === 'string' ? session.subscription : session.subscription?.id
        return {
          paid: session.payment_status === 'paid',
          paidAt: session.created * 1000,
          subscriptionRef: subscription ?? null,
        }
      }),
    cancelRenewal: (ref) =>
      call(async () => void (await stripe.subscriptions.update(ref, { cancel_at_period_end: true }))),
    changeRenewal: (ref, renewal) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(ref)
        const item = subscription.items.data[0]
        if (!item) throw new Error(`Stripe subscription ${ref} has no item`)
        const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id
        await stripe.subscriptions.update(ref, {
          proration_behavior: 'none',
          items: [
            {
              id: item.id,
              price_data: {
                currency: 'usd',
                unit_amount: renewal.amountCents,
                product,
                recurring: { interval: item.price.recurring?.interval ?? 'month' },
              },
            },
          ],
        })
      }),
  }
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const eventId = event.id
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      const { orderId, enterpriseId } = session.metadata ?? {}
      if (!orderId || !enterpriseId || session.payment_status !== 'paid') break
      const subscription =
        typeof session.subscription === 'string' ? session.subscription : session.subscription?.id
      return {
        type: 'checkout.paid',
        eventId,
        enterpriseId,
        orderId,
        sessionId: session.id,
        paidAt: event.created * 1000,
        subscriptionRef: subscription ?? null,
      }
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const { orderId, enterpriseId } = event.data.object.metadata ?? {}
      if (!orderId || !enterpriseId) break
      const message =
        event.type === 'checkout.session.expired' ? 'The checkout expired unpaid' : 'The payment was declined'
      return { type: 'checkout.failed', eventId, enterpriseId, orderId, message }
    }
    // A period's renewal is an invoice of the subscription (its first invoice is the checkout's, above).
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      const subscriptionRef = subscriptionOf(invoice)
      if (!subscriptionRef || invoice.billing_reason !== 'subscription_cycle') break
      if (event.type === 'invoice.paid') {
        return {
          type: 'renewal.paid',
          eventId,
          subscriptionRef,
          invoiceRef: invoice.id,
          paidAt: (invoice.status_transitions.paid_at ?? event.created) * 1000,
          amountCents: invoice.amount_paid,
        }
      }
      const message = invoice.last_finalization_error?.message ?? 'The card was declined for the renewal'
      return { type: 'renewal.failed', eventId, subscriptionRef, message }
    }
  }
  return { type: 'ignored', eventId, eventType: event.type }
}

/** The subscription an invoice bills: under `parent` since API version 2025-03-31, at the top before. */
function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const ref =
    invoice.parent?.subscription_details?.subscription ??
    ('subscription' in invoice ? invoice.subscription : undefined)
  if (typeof ref === 'string') return ref
  if (ref && typeof ref === 'object' && 'id' in ref && typeof ref.id === 'string') return ref.id
  return null
}
