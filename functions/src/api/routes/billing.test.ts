import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { EID_PUSH_NOT_ALLOWED_MESSAGE, endpoints, NO_PLAN_YET_MESSAGE, Permission } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signedInUser, signIn } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { ensurePlatformAdmin } from '../../domain/auth/admin.ts'
import { type ApiApp, createApp } from '../app.ts'

/** Plans, the subscription, bank transfer orders and the admin's confirmation, through the API. */
let ctx: AppContext
let app: ApiApp
let adminToken: string
const admin = { email: 'billing-admin@example.com', password: 'Billing-Admin-9!' }

beforeAll(async () => {
  ctx = await isolatedContext()
  ctx.config = { ...ctx.config, admin }
  app = createApp(ctx)
  await ensurePlatformAdmin(ctx)
  adminToken = await signIn(app, admin)
})
afterAll(() => closeContext(ctx))

const obj = <T>(answer: { body: { obj: unknown } }) => answer.body.obj as T
const DAY = 86_400_000
const purchase = { operation: 'NEW', plan: 'PRO', billingType: 'MONTHLY', quantity: 1, paymentMethod: 1 }

describe('the subscription', () => {
  it('shows the trial with its days left, and warns from three days before its end', async () => {
    const owner = await signedInUser(app, ctx)
    const view = obj<{ state: string; trialDaysLeft: number; notice: null }>(
      await call(app, endpoints.plan.queryOrder, { token: owner.token }),
    )
    expect(view).toMatchObject({ state: 'TRIAL', trialDaysLeft: 15, notice: null })
    const { data } = await ctx.entities.subscription.query
      .byEnterprise({ enterpriseId: owner.enterpriseId })
      .go()
    const trial = data[0]
    if (!trial) throw new Error('no trial')
    await ctx.entities.subscription
      .patch(trial)
      .set({ endsAt: ctx.now() + 2 * DAY + 1000 })
      .go()
    const warned = obj<{ notice: { message: string } }>(
      await call(app, endpoints.plan.queryOrder, { token: owner.token }),
    )
    expect(warned.notice.message).toBe('Your free trial of Simlessly will expires in 3 days.')
    await ctx.entities.subscription
      .patch(trial)
      .set({ endsAt: ctx.now() - 1000 })
      .go()
    const expired = obj<{ state: string; notice: { message: string } }>(
      await call(app, endpoints.plan.queryOrder, { token: owner.token }),
    )
    expect(expired).toMatchObject({
      state: 'EXPIRED',
      notice: { message: 'Your free trial of Simlessly is expired.' },
    })
  })

  it('cancels the trial, after which EID push is refused with the product message', async () => {
    const owner = await signedInUser(app, ctx)
    const cancelled = await call(app, endpoints.plan.cancelSubscription, { token: owner.token, body: {} })
    expect(obj<{ state: string }>(cancelled).state).toBe('EXPIRED')
    const again = await call(app, endpoints.plan.cancelSubscription, { token: owner.token, body: {} })
    expect(again.status).toBe(409)
    const usage = obj<{ allowed: boolean; refusal: string }>(
      await call(app, endpoints.eidPush.usage, { token: owner.token }),
    )
    expect(usage).toMatchObject({ allowed: false, refusal: EID_PUSH_NOT_ALLOWED_MESSAGE })
    const { data } = await ctx.entities.subscription.query
      .byEnterprise({ enterpriseId: owner.enterpriseId })
      .go()
    for (const s of data) await ctx.entities.subscription.delete(s).go()
    const none = obj<{ notice: { message: string } }>(
      await call(app, endpoints.plan.queryOrder, { token: owner.token }),
    )
    // The owner may buy: told to choose a plan, not to contact an admin (plan-locks.test.ts: a member is).
    expect(none.notice.message).toBe(NO_PLAN_YET_MESSAGE)
  })
})

describe('orders', () => {
  it('prices on the server only: an amount in the request is refused, the quote follows the catalogue', async () => {
    const owner = await signedInUser(app, ctx)
    const tampered = await call(app, endpoints.order.create, {
      token: owner.token,
      body: { ...purchase, requestKey: crypto.randomUUID(), amountCents: 1 },
    })
    expect(tampered.status).toBe(400)
    const quote = obj<{ amountCents: number; planStartAt: number }>(
      await call(app, endpoints.order.quote, { token: owner.token, body: { ...purchase, quantity: 2 } }),
    )
    expect(quote.amountCents).toBe(2 * 29_900)
    // Bought in the trial, the plan starts when the trial ends.
    expect(quote.planStartAt).toBeGreaterThan(ctx.now() + 14 * DAY)
  })

  it('makes one order for a double click; a transfer waits for the admin, who confirms it; the receipt reads back', async () => {
    const owner = await signedInUser(app, ctx, { enterpriseName: 'Transfer Labs' })
    const body = { ...purchase, requestKey: crypto.randomUUID() }
    const [a, b] = await Promise.all([
      call(app, endpoints.order.create, { token: owner.token, body }),
      call(app, endpoints.order.create, { token: owner.token, body }),
    ])
    const order = obj<{ orderId: string; status: string; bankDetails: { reference: string } }>(a)
    expect(obj<{ orderId: string }>(b).orderId).toBe(order.orderId)
    expect(order.status).toBe('PENDING_CONFIRMATION')
    expect(order.bankDetails.reference).toMatch(/^SL-/)
    const list = obj<{ total: number }>(
      await call(app, endpoints.order.query, { token: owner.token, query: {} }),
    )
    expect(list.total).toBe(1)

    const early = await call(app, endpoints.order.invoice, {
      token: owner.token,
      query: { orderId: order.orderId },
    })
    expect(early.body.code).toBe(ErrorCode.ORDER_STATE)
    // A transfer awaiting confirmation is the admin's to close, not the customer's.
    const closing = await call(app, endpoints.order.close, {
      token: owner.token,
      body: { orderId: order.orderId },
    })
    expect(closing.body).toMatchObject({
      code: ErrorCode.ORDER_STATE,
      msg: 'Only an unpaid order can be closed',
    })
    const byOwner = await call(app, endpoints.adminOrder.confirm, {
      token: owner.token,
      body: { orderId: order.orderId },
    })
    expect(byOwner.status).toBe(403)
    const confirmed = await call(app, endpoints.adminOrder.confirm, {
      token: adminToken,
      body: { orderId: order.orderId },
    })
    expect(obj<{ status: string; paid: boolean }>(confirmed)).toMatchObject({
      status: 'WAIT_ACTIVE',
      paid: true,
    })
    const twice = await call(app, endpoints.adminOrder.confirm, {
      token: adminToken,
      body: { orderId: order.orderId },
    })
    expect(twice.body.code).toBe(ErrorCode.ORDER_STATE)

    const pdf = await app.request(`/api/v1/order/invoice?orderId=${order.orderId}`, {
      headers: { token: owner.token },
    })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf')
    writeFileSync(file, new Uint8Array(await pdf.arrayBuffer()))
    const text = execFileSync('pdftotext', [file, '-']).toString()
    expect(text).toMatch(/INV-\d{4}-\d{6}/)
    expect(text).toContain('Transfer Labs')
    expect(text).toContain('$299.00')

    const audit = obj<{ list: { action: string }[] }>(
      await call(app, endpoints.adminOrder.audit, { token: adminToken, query: {} }),
    )
    expect(audit.list.map((e) => e.action)).toContain('CONFIRM')
  })

  it("never shows or closes another enterprise's order, and needs Order_Purchase to buy", async () => {
    const a = await signedInUser(app, ctx)
    const b = await signedInUser(app, ctx)
    const made = obj<{ orderId: string }>(
      await call(app, endpoints.order.create, {
        token: a.token,
        body: { ...purchase, requestKey: crypto.randomUUID() },
      }),
    )
    expect(
      (await call(app, endpoints.order.info, { token: b.token, query: { orderId: made.orderId } })).status,
    ).toBe(404)
    expect(
      (await call(app, endpoints.order.close, { token: b.token, body: { orderId: made.orderId } })).status,
    ).toBe(404)
    const viewer = await signedInUser(app, ctx, { permissions: [Permission.Order_View] })
    const refused = await call(app, endpoints.order.create, {
      token: viewer.token,
      body: { ...purchase, requestKey: crypto.randomUUID() },
    })
    expect(refused.status).toBe(403)
  })

  it('lets an admin create a discounted order for a client, but not below zero', async () => {
    const client = await signedInUser(app, ctx)
    const base = {
      enterpriseId: client.enterpriseId,
      plan: 'BASIC',
      billingType: 'MONTHLY',
      quantity: 1,
      paymentMethod: 1,
    }
    const negative = await call(app, endpoints.adminOrder.create, {
      token: adminToken,
      body: { ...base, discount: { type: 'CURRENCY', value: 10_000 } },
    })
    expect(negative.status).toBe(400)
    const made = obj<{ amountCents: number; discountCents: number }>(
      await call(app, endpoints.adminOrder.create, {
        token: adminToken,
        body: { ...base, discount: { type: 'PERCENT', value: 10 } },
      }),
    )
    expect(made).toMatchObject({ amountCents: 8_910, discountCents: 990 })
    const listed = obj<{ list: { enterpriseId: string }[] }>(
      await call(app, endpoints.adminOrder.list, {
        token: adminToken,
        query: { enterprise: client.enterpriseId },
      }),
    )
    expect(listed.list).toHaveLength(1)
  })
  it("lets an admin upgrade a client's running plan, the discount taken off the difference for the days left", async () => {
    const client = await signedInUser(app, ctx)
    await call(app, endpoints.plan.cancelSubscription, { token: client.token, body: {} })
    const basic = obj<{ orderId: string }>(
      await call(app, endpoints.adminOrder.create, {
        token: adminToken,
        body: {
          enterpriseId: client.enterpriseId,
          plan: 'BASIC',
          billingType: 'MONTHLY',
          quantity: 1,
          paymentMethod: 1,
        },
      }),
    )
    await call(app, endpoints.adminOrder.confirm, { token: adminToken, body: { orderId: basic.orderId } })
    const upgrade = (discount: object) =>
      call(app, endpoints.adminOrder.upgrade, {
        token: adminToken,
        body: { orderId: basic.orderId, plan: 'PRO', paymentMethod: 1, discount },
      })
    expect((await upgrade({ type: 'CURRENCY', value: 30_000 })).status).toBe(400)
    const made = obj<{
      originalPriceCents: number
      discountCents: number
      amountCents: number
      upgrade: { amountCents: number }
    }>(await upgrade({ type: 'PERCENT', value: 10 }))
    // A whole month of Pro over Basic is $200; nearly all of the month is left.
    expect(made.upgrade.amountCents).toBeGreaterThan(19_000)
    expect(made.originalPriceCents).toBe(made.upgrade.amountCents)
    expect(made.discountCents).toBe(Math.round(made.upgrade.amountCents / 10))
    expect(made.amountCents).toBe(made.originalPriceCents - made.discountCents)
  })
})
