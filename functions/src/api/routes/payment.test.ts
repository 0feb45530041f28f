import { endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInUser } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { createStripeProvider } from '../../adapters/payments/stripe.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { createOrder } from '../../domain/billing/orders.ts'
import { type ApiApp, createApp } from '../app.ts'

/** The card provider's webhook: verified by the Stripe SDK over the raw body, applied once per event. */
const secret = 'whsec_test_billing_webhook_secret'
const stripe = new Stripe('sk_test_unused')
let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext()
  ctx.payments = createStripeProvider({ secretKey: undefined, webhookSecret: secret, apiUrl: undefined })
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

function post(payload: string, signature?: string) {
  return app.request(`/api${endpoints.payment.webhook.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
    body: payload,
  })
}

/** An UNPAID card order as a checkout leaves it (the checkout itself is the provider's). */
async function unpaidCardOrder() {
  const owner = await signedInUser(app, ctx)
  const bank = await createOrder(ctx, {
    operation: 'NEW',
    plan: 'PRO',
    billingType: 'MONTHLY',
    quantity: 1,
    paymentMethod: 1,
    requestKey: crypto.randomUUID(),
    enterpriseId: owner.enterpriseId,
    createdBy: owner.email,
    customerEmail: owner.email,
  })
  const keys = { enterpriseId: owner.enterpriseId, orderId: bank.orderId }
  await ctx.entities.order.patch(keys).set({ status: 'UNPAID', paymentMethod: 0 }).go()
  return keys
}

function completed(order: { enterpriseId: string; orderId: string }, id = `evt_${crypto.randomUUID()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_${order.orderId}`,
        object: 'checkout.session',
        payment_status: 'paid',
        subscription: 'sub_123',
        metadata: order,
      },
    },
  })
}

describe('the payment webhook', () => {
  it('refuses a missing, wrong, stale or future-dated signature and a tampered body, changing nothing', async () => {
    const order = await unpaidCardOrder()
    const payload = completed(order)
    const missing = await post(payload)
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { code: number }).code).toBe(ErrorCode.PAYMENT_SIGNATURE)
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_another' })
    expect((await post(payload, wrong)).status).toBe(400)
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    expect((await post(payload, stale)).status).toBe(400)
    const ahead = stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) + 3600,
    })
    const future = await post(payload, ahead)
    expect(future.status).toBe(400)
    expect(((await future.json()) as { code: number }).code).toBe(ErrorCode.PAYMENT_SIGNATURE)
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret })
    expect((await post(payload.replace('"paid"', '"unpaid"'), signed)).status).toBe(400)
    const { data } = await ctx.entities.order.get(order).go()
    expect(data).toMatchObject({ status: 'UNPAID', paid: false })
  })

  it('pays the order on a signed event, and the same event twice changes nothing', async () => {
    const order = await unpaidCardOrder()
    const payload = completed(order)
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret })
    const first = await post(payload, signature)
    expect(first.status).toBe(200)
    const { data: paid } = await ctx.entities.order.get(order).go()
    expect(paid).toMatchObject({
      status: 'WAIT_ACTIVE',
      paid: true,
      paymentChannel: 'CARD_PROVIDER',
      subscriptionRef: 'sub_123',
    })
    expect(paid?.invoiceNumber).toMatch(/^INV-/)
    const again = await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret }))
    expect(again.status).toBe(200)
    const { data: after } = await ctx.entities.order.get(order).go()
    expect(after?.updatedAt).toBe(paid?.updatedAt)
    expect(after?.invoiceNumber).toBe(paid?.invoiceNumber)
  })
})
