import type { SandboxSession, SandboxSubscription } from './state.ts'

/** A checkout as Stripe's API and events show it (`checkout.session`). */
export function sessionObject(session: SandboxSession) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode,
    url: session.status === 'open' ? session.url : null,
    amount_total: session.amountCents,
    currency: 'usd',
    customer_email: session.customerEmail,
    client_reference_id: session.clientReferenceId,
    metadata: session.metadata,
    payment_status: session.paymentStatus,
    status: session.status,
    subscription: session.subscriptionId,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    created: session.created,
    livemode: false,
  }
}

/** A subscription as Stripe's API shows it, with its one item and price. */
export function subscriptionObject(subscription: SandboxSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    metadata: subscription.metadata,
    created: subscription.created,
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: subscription.itemId,
          object: 'subscription_item',
          quantity: 1,
          price: {
            id: subscription.priceId,
            object: 'price',
            currency: 'usd',
            product: subscription.productId,
            unit_amount: subscription.amountCents,
            recurring: { interval: subscription.interval, interval_count: subscription.intervalCount },
          },
        },
      ],
    },
  }
}
