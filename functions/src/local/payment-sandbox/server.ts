import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type Context, Hono } from 'hono'
import Stripe from 'stripe'
import { assertPortFree, LOOPBACK } from '../free-port.ts'
import { sessionObject, subscriptionObject } from './objects.ts'
import { openSandboxState, type SandboxSession, type SandboxState, sandboxId } from './state.ts'
import { type FormValue, field, parseStripeForm, textRecord } from './stripe-form.ts'

/**
 * Where the console serves the sandbox's hosted checkout (`checkout-page.ts`): a checkout's page is
 * `<origin of its success URL>/dev/checkout/<id>`, so it opens on the console, and the origin, that asked
 * for it (a person on 127.0.0.1 pays on 127.0.0.1 and comes back there, signed in).
 */
export const CHECKOUT_PAGE_PATH = '/dev/checkout'

export type PaymentSandboxOptions = {
  /** 0 for any free port. */
  port: number
  /** The webhook endpoint's signing secret, shared with the console. */
  webhookSecret: string
  dataDir?: string | undefined
}

export type PaymentSandbox = {
  url: string
  /** The API key the console must send (made per start: only this machine's console has it). */
  secretKey: string
  session(id: string): SandboxSession | undefined
  /** The card was accepted: the checkout completes and the console is told, signed as Stripe signs. */
  pay(sessionId: string, webhookUrl: string): Promise<Delivery>
  /** The card was refused: the checkout stays open and the console is told. */
  decline(sessionId: string, webhookUrl: string): Promise<Delivery>
  /** A renewal of a subscription was charged, or failed. */
  renew(subscriptionId: string, outcome: 'paid' | 'failed', webhookUrl: string): Promise<Delivery>
  subscriptions(): { id: string; description: string; cancelAtPeriodEnd: boolean }[]
  stop(): Promise<void>
}

/** What the console answered to an event. */
export type Delivery = { eventType: string; status: number }

/**
 * The local stand-in for Stripe: the subset of its HTTP API the console's Stripe adapter calls (Checkout
 * Sessions, subscriptions), on loopback, spoken to by the official SDK; and the events a paid, refused or
 * renewed checkout produces, signed with the webhook secret by the SDK's own signing helper and posted to
 * the console's webhook route. Only this sandbox is not production: the console's verification,
 * idempotency and order transitions are.
 */
export async function startPaymentSandbox(options: PaymentSandboxOptions): Promise<PaymentSandbox> {
  if (options.port !== 0) await assertPortFree(options.port, 'PAYMENT_SANDBOX_PORT')
  const state = await openSandboxState(options.dataDir)
  const secretKey = `sk_test_sandbox_${randomBytes(24).toString('hex')}`
  const signer = new Stripe(secretKey)
  const app = createSandboxApi(state, secretKey)
  const server = await listen(app, options.port)
  const { port } = server.address() as AddressInfo

  const send = async (webhookUrl: string, type: string, object: object): Promise<Delivery> => {
    const event = {
      id: sandboxId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    }
    const payload = JSON.stringify(event)
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret })
    return { eventType: type, status: await post(webhookUrl, payload, signature) }
  }
  const post = async (url: string, payload: string, signature: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
      signal: AbortSignal.timeout(30_000),
    })
    await response.body?.cancel()
    return response.status
  }
  const known = (id: string) => {
    const session = state.sessions.get(id)
    if (!session) throw new Error(`No checkout ${id}`)
    return session
  }

  return {
    url: `http://${LOOPBACK}:${port}`,
    secretKey,
    session: (id) => state.sessions.get(id),
    async pay(sessionId, webhookUrl) {
      const session = known(sessionId)
      if (session.status !== 'complete') {
        session.paymentStatus = 'paid'
        session.status = 'complete'
        session.declined = false
        if (session.mode === 'subscription') {
          const subscription = {
            id: sandboxId('sub'),
            sessionId,
            metadata: session.subscriptionMetadata,
            itemId: sandboxId('si'),
            priceId: sandboxId('price'),
            productId: sandboxId('prod'),
            amountCents: session.renewalAmountCents,
            description: session.description,
            interval: session.interval,
            intervalCount: session.intervalCount,
            cancelAtPeriodEnd: false,
            created: Math.floor(Date.now() / 1000),
          }
          state.subscriptions.set(subscription.id, subscription)
          session.subscriptionId = subscription.id
        }
        await state.save()
      }
      return send(webhookUrl, 'checkout.session.completed', sessionObject(session))
    },
    async decline(sessionId, webhookUrl) {
      const session = known(sessionId)
      session.declined = true
      await state.save()
      return send(webhookUrl, 'checkout.session.async_payment_failed', sessionObject(session))
    },
    async renew(subscriptionId, outcome, webhookUrl) {
      const subscription = state.subscriptions.get(subscriptionId)
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`)
      const now = Math.floor(Date.now() / 1000)
      const invoice = {
        id: sandboxId('in'),
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        currency: 'usd',
        amount_due: subscription.amountCents,
        amount_paid: outcome === 'paid' ? subscription.amountCents : 0,
        status: outcome === 'paid' ? 'paid' : 'open',
        created: now,
        status_transitions: { paid_at: outcome === 'paid' ? now : null },
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
        last_finalization_error: null,
      }
      return send(webhookUrl, outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice)
    },
    subscriptions: () =>
      [...state.subscriptions.values()].map(({ id, description, cancelAtPeriodEnd }) => ({
        id,
        description,
        cancelAtPeriodEnd,
      })),
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await state.flushed()
    },
  }
}

/** The API the Stripe SDK calls: bearer key checked in constant time, form bodies, Stripe's error shape. */
function createSandboxApi(state: SandboxState, secretKey: string): Hono {
  const app = new Hono()
  const stripeError = (c: Context, status: 400 | 401 | 404, message: string) =>
    c.json({ error: { type: 'invalid_request_error', message } }, status)
  const expected = Buffer.from(`Bearer ${secretKey}`)

  app.use('*', async (c, next) => {
    const given = Buffer.from(c.req.header('authorization') ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return stripeError(c, 401, 'Invalid API Key provided')
    }
    return next()
  })

  app.post('/v1/checkout/sessions', async (c) => {
    const form = parseStripeForm(await c.req.text())
    const mode = field(form, 'mode') === 'subscription' ? 'subscription' : 'payment'
    const items = lineItems(form)
    const successUrl = field(form, 'success_url')
    const cancelUrl = field(form, 'cancel_url')
    if (items === null || !successUrl || !cancelUrl || !URL.canParse(successUrl)) {
      return stripeError(
        c,
        400,
        'A checkout needs line_items with a unit_amount, a success_url and a cancel_url',
      )
    }
    const recurring = items.find((item) => item.interval !== null)
    if ((mode === 'subscription') !== (recurring !== undefined)) {
      return stripeError(c, 400, 'A subscription checkout needs one recurring price, a payment checkout none')
    }
    // As Stripe bills it: one-off items now, recurring ones now too unless the subscription starts later.
    const trialEnd = Number(field(form, 'subscription_data', 'trial_end') ?? Number.NaN)
    const deferred = Number.isInteger(trialEnd)
    const due = items.reduce((sum, item) => sum + (item.interval && deferred ? 0 : item.amountCents), 0)
    const id = sandboxId('cs_test')
    const session: SandboxSession = {
      id,
      url: `${new URL(successUrl).origin}${CHECKOUT_PAGE_PATH}/${id}`,
      mode,
      amountCents: due,
      renewalAmountCents: recurring?.amountCents ?? 0,
      renewsAt: deferred ? trialEnd : null,
      description: items[0]?.name ?? 'Payment',
      customerEmail: field(form, 'customer_email') ?? null,
      clientReferenceId: field(form, 'client_reference_id') ?? null,
      metadata: textRecord(form.metadata),
      subscriptionMetadata: textRecord(
        typeof form.subscription_data === 'object' && !Array.isArray(form.subscription_data)
          ? form.subscription_data.metadata
          : undefined,
      ),
      interval: recurring?.interval ?? 'month',
      intervalCount: recurring?.intervalCount ?? 1,
      successUrl,
      cancelUrl,
      created: Math.floor(Date.now() / 1000),
      paymentStatus: 'unpaid',
      status: 'open',
      subscriptionId: null,
      declined: false,
    }
    state.sessions.set(id, session)
    await state.save()
    return c.json(sessionObject(session))
  })

  app.get('/v1/checkout/sessions/:id', (c) => {
    const session = state.sessions.get(c.req.param('id'))
    return session ? c.json(sessionObject(session)) : stripeError(c, 404, 'No such checkout.session')
  })

  app.get('/v1/subscriptions/:id', (c) => {
    const subscription = state.subscriptions.get(c.req.param('id'))
    return subscription
      ? c.json(subscriptionObject(subscription))
      : stripeError(c, 404, 'No such subscription')
  })

  app.post('/v1/subscriptions/:id', async (c) => {
    const subscription = state.subscriptions.get(c.req.param('id'))
    if (!subscription) return stripeError(c, 404, 'No such subscription')
    const form = parseStripeForm(await c.req.text())
    const cancel = field(form, 'cancel_at_period_end')
    if (cancel !== undefined) subscription.cancelAtPeriodEnd = cancel === 'true'
    const amount = field(form, 'items', 0, 'price_data', 'unit_amount')
    if (amount !== undefined) {
      subscription.amountCents = Number(amount)
      subscription.priceId = sandboxId('price')
    }
    await state.save()
    return c.json(subscriptionObject(subscription))
  })

  app.notFound((c) => stripeError(c, 404, `Unrecognized request URL (${c.req.method}: ${c.req.path})`))
  return app
}

function listen(app: Hono, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: LOOPBACK, port }) as Server
    server.once('error', (error: Error) =>
      reject(new Error(`The payment sandbox cannot listen: ${error.message}`)),
    )
    server.once('listening', () => resolve(server))
  })
}

type LineItem = {
  name: string
  amountCents: number
  interval: 'month' | 'year' | null
  intervalCount: number
}

/** The checkout's priced items, or null when one has no whole, non-negative amount. */
function lineItems(form: FormValue): LineItem[] | null {
  const items: LineItem[] = []
  for (let i = 0; field(form, 'line_items', i, 'price_data', 'unit_amount') !== undefined; i++) {
    const price = (...path: string[]) => field(form, 'line_items', i, 'price_data', ...path)
    const amountCents = Number(price('unit_amount'))
    if (!Number.isInteger(amountCents) || amountCents < 0) return null
    const interval = price('recurring', 'interval')
    items.push({
      name: price('product_data', 'name') ?? 'Payment',
      amountCents,
      interval: interval === 'year' || interval === 'month' ? interval : null,
      intervalCount: Number(price('recurring', 'interval_count') ?? 1),
    })
  }
  return items.length > 0 ? items : null
}
