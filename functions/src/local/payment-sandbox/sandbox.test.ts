import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { Hono } from 'hono'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentEvent } from '../../adapters/payments/port.ts'
import { createStripeProvider } from '../../adapters/payments/stripe.ts'
import { AppError } from '../../app-error.ts'
import { LOOPBACK } from '../free-port.ts'
import { createCheckoutRoutes } from './checkout-page.ts'
import { type PaymentSandbox, startPaymentSandbox } from './server.ts'

/**
 * The sandbox as the console meets it: the official SDK (through the console's Stripe adapter) calls its
 * API, and its events reach a webhook that verifies them with the SDK, as the console's does.
 */
const webhookSecret = 'whsec_sandbox_test_secret_0123456789abcdef'
const verifier = new Stripe('sk_test_unused')
/** The console's webhook route, where the checkout page delivers its events (on the page's own origin). */
const WEBHOOK_PATH = `${API_BASE_PATH}${endpoints.payment.webhook.path}`
let sandbox: PaymentSandbox
let receiver: Server
let webhookUrl: string
const received: { type: string; event: PaymentEvent }[] = []

beforeAll(async () => {
  sandbox = await startPaymentSandbox({
    port: 0,
    webhookSecret,
  })
  const provider = createStripeProvider({ secretKey: undefined, webhookSecret, apiUrl: undefined })
  const app = new Hono().post(WEBHOOK_PATH, async (c) => {
    const body = await c.req.text()
    const signature = c.req.header('stripe-signature')
    const raw = await verifier.webhooks.constructEventAsync(body, signature ?? '', webhookSecret)
    received.push({ type: raw.type, event: await provider.parseEvent(body, signature) })
    return c.json({ received: true })
  })
  receiver = serve({ fetch: app.fetch, hostname: LOOPBACK, port: 0 }) as Server
  await new Promise((resolve) => receiver.once('listening', resolve))
  webhookUrl = `http://${LOOPBACK}:${(receiver.address() as AddressInfo).port}${WEBHOOK_PATH}`
})
afterAll(async () => {
  await sandbox?.stop()
  await new Promise((resolve) => receiver?.close(resolve))
})

const providerOf = (secretKey: string) =>
  createStripeProvider({ secretKey, webhookSecret, apiUrl: sandbox.url })

const checkoutRequest = (orderId: string, renewal: boolean) => ({
  orderId,
  enterpriseId: 'ent-1',
  customerEmail: 'owner@example.com',
  description: 'Pro plan, monthly x 1',
  amountCents: 29_900,
  renewal: renewal
    ? {
        interval: 'month' as const,
        intervalCount: 1,
        renewalAmountCents: 29_900,
        firstRenewalAt: Date.parse('2027-01-15T00:00:00Z'),
      }
    : null,
  successUrl: 'http://console.test/order/success?orderId=o1',
  cancelUrl: 'http://console.test/order?orderId=o1',
})

describe('the payment sandbox', () => {
  it('refuses an API key other than its own', async () => {
    const wrong = providerOf(`${sandbox.secretKey}x`)
    const error = await wrong.createCheckout(checkoutRequest('o0', false)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe(ErrorCode.PAYMENT_PROVIDER)
  })

  it('opens a subscription checkout, and Pay sends a signed completed event that makes a subscription', async () => {
    const provider = providerOf(sandbox.secretKey)
    const checkout = await provider.createCheckout(checkoutRequest('o1', true))
    expect(checkout.url).toBe(`http://console.test/dev/checkout/${checkout.sessionId}`)
    expect(await provider.checkoutStatus(checkout.sessionId)).toMatchObject({ paid: false })

    const delivery = await sandbox.pay(checkout.sessionId, webhookUrl)
    expect(delivery).toEqual({ eventType: 'checkout.session.completed', status: 200 })
    const paid = received.at(-1)?.event
    expect(paid).toMatchObject({ type: 'checkout.paid', orderId: 'o1', enterpriseId: 'ent-1' })
    const subscriptionRef = paid?.type === 'checkout.paid' ? paid.subscriptionRef : null
    expect(subscriptionRef).toMatch(/^sub_/)
    expect(await provider.checkoutStatus(checkout.sessionId)).toMatchObject({ paid: true, subscriptionRef })

    await provider.changeRenewal(subscriptionRef ?? '', { amountCents: 9_900, description: 'Basic' })
    await provider.cancelRenewal(subscriptionRef ?? '')
    expect(sandbox.subscriptions()).toContainEqual(
      expect.objectContaining({ id: subscriptionRef, cancelAtPeriodEnd: true }),
    )
  })

  it('Decline sends a failed event and leaves the checkout open to pay again', async () => {
    const provider = providerOf(sandbox.secretKey)
    const checkout = await provider.createCheckout(checkoutRequest('o2', false))
    await sandbox.decline(checkout.sessionId, webhookUrl)
    expect(received.at(-1)?.event).toMatchObject({ type: 'checkout.failed', orderId: 'o2' })
    expect(sandbox.session(checkout.sessionId)?.status).toBe('open')
  })

  it('charges the first period now and the renewals from its end, and signs renewal invoices', async () => {
    const provider = providerOf(sandbox.secretKey)
    const checkout = await provider.createCheckout({ ...checkoutRequest('o3', true), amountCents: 14_950 })
    expect(sandbox.session(checkout.sessionId)).toMatchObject({
      amountCents: 14_950,
      renewalAmountCents: 29_900,
      renewsAt: Date.parse('2027-01-15T00:00:00Z') / 1000,
    })
    const page = await new Hono()
      .route('/dev', createCheckoutRoutes(sandbox))
      .request(`/dev/checkout/${checkout.sessionId}`)
    expect(await page.text()).toContain('Then $299.00 every month from 2027-01-15, until cancelled.')
    await sandbox.pay(checkout.sessionId, webhookUrl)
    const subscriptionId = sandbox.session(checkout.sessionId)?.subscriptionId ?? ''
    expect(await sandbox.renew(subscriptionId, 'paid', webhookUrl)).toEqual({
      eventType: 'invoice.paid',
      status: 200,
    })
    expect(await sandbox.renew(subscriptionId, 'failed', webhookUrl)).toEqual({
      eventType: 'invoice.payment_failed',
      status: 200,
    })
    expect(received.slice(-2).map((r) => r.type)).toEqual(['invoice.paid', 'invoice.payment_failed'])
    expect(received.at(-2)?.event).toMatchObject({ type: 'renewal.paid', amountCents: 29_900 })
  })
})

describe('the hosted checkout page', () => {
  const pageApp = () => new Hono().route('/dev', createCheckoutRoutes(sandbox))

  it('shows the amount, and Pay posts the event to the webhook of its origin then returns to the console', async () => {
    const checkout = await providerOf(sandbox.secretKey).createCheckout(checkoutRequest('o4', false))
    const app = new Hono().route('/dev', createCheckoutRoutes(sandbox))
    const page = await app.request(`/dev/checkout/${checkout.sessionId}`)
    expect(await page.text()).toContain('$299.00')

    // The page posts to the webhook on its own origin: here the receiver's, by the URL it is asked on.
    const origin = new URL(webhookUrl).origin
    const paid = await app.request(`${origin}/dev/checkout/${checkout.sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe('http://console.test/order/success?orderId=o1')
    expect(received.at(-1)?.event).toMatchObject({ type: 'checkout.paid', orderId: 'o4' })
    expect(await (await app.request(`/dev/checkout/${checkout.sessionId}`)).text()).toContain(
      'Payment received',
    )
  })

  it('refuses a form post from another site and an unknown checkout', async () => {
    const checkout = await providerOf(sandbox.secretKey).createCheckout(checkoutRequest('o5', false))
    const crossSite = await pageApp().request(`http://console.test/dev/checkout/${checkout.sessionId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://evil.test',
        host: 'console.test',
      },
      body: 'action=pay',
    })
    expect(crossSite.status).toBe(403)
    expect(sandbox.session(checkout.sessionId)?.status).toBe('open')
    expect((await pageApp().request('/dev/checkout/cs_test_nothing')).status).toBe(404)
  })
})
