import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { API_BASE_PATH, endpoints, type Subscription } from '@simlessly/shared'
import { Hono } from 'hono'
import Stripe from 'stripe'
import { createStripeProvider } from '../src/adapters/payments/stripe.ts'
import { type ApiApp, createApp } from '../src/api/app.ts'
import { type AppContext, closeContext } from '../src/context.ts'
import { payOrder } from '../src/domain/billing/pay.ts'
import type { OrderItem } from '../src/entities/order.ts'
import { LOOPBACK } from '../src/local/free-port.ts'
import { type PaymentSandbox, startPaymentSandbox } from '../src/local/payment-sandbox/server.ts'
import { createActiveUser } from './accounts.ts'
import { call, signIn } from './api.ts'
import { isolatedContext } from './helpers.ts'

export const DAY = 86_400_000
const WEBHOOK_PATH = `${API_BASE_PATH}${endpoints.payment.webhook.path}`
const webhookSecret = 'whsec_billing_schedule_test_secret'

export type Delivery = { body: string; signature: string }

/**
 * A console on a table of its own with a clock the test moves, paying by card through the real Stripe
 * adapter against the local payment sandbox. The sandbox's events reach the console's webhook route
 * through a relay that records each delivery (to deliver it again) and can lose them (`drop`), as a
 * network would.
 */
export async function billingWorld(overrides: Partial<AppContext['config']> = {}) {
  const ctx = await isolatedContext(overrides)
  let clock = Date.now()
  ctx.now = () => clock
  const sandbox: PaymentSandbox = await startPaymentSandbox({
    port: 0,
    webhookSecret,
  })
  ctx.payments = createStripeProvider({ secretKey: sandbox.secretKey, webhookSecret, apiUrl: sandbox.url })
  const app = createApp(ctx)
  const deliveries: Delivery[] = []
  const relay = { drop: false }
  const deliver = ({ body, signature }: Delivery) =>
    app.request(WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    })
  const server = serve({
    fetch: new Hono().post(WEBHOOK_PATH, async (c) => {
      const delivery = { body: await c.req.text(), signature: c.req.header('stripe-signature') ?? '' }
      deliveries.push(delivery)
      return relay.drop ? c.text('lost', 503) : deliver(delivery)
    }).fetch,
    hostname: LOOPBACK,
    port: 0,
  }) as Server
  await new Promise((resolve) => server.once('listening', resolve))
  const webhookUrl = `http://${LOOPBACK}:${(server.address() as AddressInfo).port}${WEBHOOK_PATH}`

  const world = {
    ctx,
    app,
    sandbox,
    webhookUrl,
    deliveries,
    relay,
    deliver,
    /** A payload signed as the provider signs its events. */
    signed: (body: string): Delivery => ({
      body,
      signature: new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
        payload: body,
        secret: webhookSecret,
      }),
    }),
    now: () => clock,
    setClock: (at: number) => {
      clock = at
    },
    async owner() {
      const user = await createActiveUser(ctx)
      return { ...user, token: await signIn(app, user) }
    },
    /** The owner signed in again (a moved clock ends sessions idle for two hours). */
    signIn: (user: { email: string; password: string }) => signIn(app, user),
    /** A card order for PRO, monthly, as the Purchase screen makes it, UNPAID with its checkout. */
    async buyByCard(owner: { token: string; enterpriseId: string }) {
      const body = { operation: 'NEW', plan: 'PRO', billingType: 'MONTHLY', quantity: 1, paymentMethod: 0 }
      const made = await call(app, endpoints.order.create, {
        token: owner.token,
        body: { ...body, requestKey: crypto.randomUUID() },
      })
      const { orderId } = made.body.obj as { orderId: string }
      const order = await world.order({ enterpriseId: owner.enterpriseId, orderId })
      if (!order.checkoutSessionId) throw new Error(`No checkout: ${made.body.msg}`)
      return { ...order, checkoutSessionId: order.checkoutSessionId }
    },
    async order(keys: { enterpriseId: string; orderId: string }): Promise<OrderItem> {
      const { data } = await ctx.entities.order.get(keys).go({ consistent: true })
      if (!data) throw new Error(`No order ${keys.orderId}`)
      return data
    },
    async orders(enterpriseId: string): Promise<OrderItem[]> {
      const { data } = await ctx.entities.order.query.byEnterprise({ enterpriseId }).go({ pages: 'all' })
      return data
    },
    async subscription(token: string): Promise<Subscription> {
      const answer = await call(app, endpoints.plan.queryOrder, { token })
      if (!answer.body.success) throw new Error(answer.body.msg)
      return answer.body.obj as Subscription
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve))
      await sandbox.stop()
      closeContext(ctx)
    },
  }
  return world
}

export type BillingWorld = Awaited<ReturnType<typeof billingWorld>>

/**
 * An owner whose trial was cancelled and who paid PRO by card on the sandbox's checkout: an ACTIVE order
 * renewed by the sandbox's subscription.
 */
export async function activeCardPlan(world: BillingWorld) {
  const owner = await world.owner()
  await call(world.app, endpoints.plan.cancelSubscription, { token: owner.token, body: {} })
  const order = await world.buyByCard(owner)
  await world.sandbox.pay(order.checkoutSessionId, world.webhookUrl)
  const paid = await world.order(order)
  const subscriptionId = world.sandbox.session(order.checkoutSessionId)?.subscriptionId
  if (paid.status !== 'ACTIVE' || !subscriptionId) throw new Error(`Not paid: ${paid.status}`)
  return { owner, order: paid, subscriptionId }
}

/** A month of Pro ordered by bank transfer and paid, as an admin's confirmation pays it; the paid order. */
export async function payProByTransfer(
  ctx: AppContext,
  app: ApiApp,
  owner: { token: string; enterpriseId: string },
) {
  const made = await call(app, endpoints.order.create, {
    token: owner.token,
    body: {
      operation: 'NEW',
      plan: 'PRO',
      billingType: 'MONTHLY',
      quantity: 1,
      paymentMethod: 1,
      requestKey: crypto.randomUUID(),
    },
  })
  const { orderId } = made.body.obj as { orderId: string }
  const order = await ctx.entities.order.get({ enterpriseId: owner.enterpriseId, orderId }).go()
  if (!order.data) throw new Error(`order ${orderId} was not made: ${JSON.stringify(made.body)}`)
  return payOrder(ctx, order.data, { at: ctx.now(), channel: 'BANK_TRANSFER' })
}
