import { endpoints } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../../test/api.ts'
import { activeCardPlan, type BillingWorld, billingWorld } from '../../../test/billing.ts'

/**
 * A card plan changed while it runs: an upgrade is paid once as the difference and the provider then renews
 * at the new plan's price; a plan bought for after the running one replaces its renewal, so the customer is
 * never charged twice for the same months.
 */
let world: BillingWorld

beforeAll(async () => {
  world = await billingWorld()
})
afterAll(() => world.stop())

const cardPurchase = (operation: 'NEW' | 'UPGRADE' | 'NEXT', plan: 'BASIC' | 'PREMIUM') => ({
  operation,
  plan,
  billingType: 'MONTHLY',
  quantity: 1,
  paymentMethod: 0,
  requestKey: crypto.randomUUID(),
})

async function payCheckoutOf(enterpriseId: string, orderId: string) {
  const order = await world.order({ enterpriseId, orderId })
  if (!order.checkoutSessionId) throw new Error(`No checkout: ${order.paymentError}`)
  await world.sandbox.pay(order.checkoutSessionId, world.webhookUrl)
  return world.order(order)
}

describe('a card plan bought in the free trial', () => {
  it("is charged now for its first period, and the provider renews it from that period's end", async () => {
    const owner = await world.owner()
    const order = await world.buyByCard(owner)
    const checkout = world.sandbox.session(order.checkoutSessionId)
    expect(order.planStartAt).toBeGreaterThan(world.now() + 14 * 86_400_000)
    expect(checkout).toMatchObject({
      mode: 'subscription',
      amountCents: 29_900,
      renewalAmountCents: 29_900,
      renewsAt: Math.floor(order.planEndAt / 1000),
    })
  })

  it('renews once a year at most: a longer period is paid once', async () => {
    const owner = await world.owner()
    const made = await call(world.app, endpoints.order.create, {
      token: owner.token,
      body: { ...cardPurchase('NEW', 'BASIC'), quantity: 18 },
    })
    const order = await world.order({
      enterpriseId: owner.enterpriseId,
      orderId: (made.body.obj as { orderId: string }).orderId,
    })
    expect(world.sandbox.session(order.checkoutSessionId ?? '')).toMatchObject({
      mode: 'payment',
      amountCents: 18 * 9_900,
    })
  })
})

describe('a card plan at its end', () => {
  it('stays usable while the renewal charge is on its way, and ends when none came in a day', async () => {
    const { owner, order } = await activeCardPlan(world)
    world.setClock(order.planEndAt + 60 * 60 * 1000)
    expect(await world.subscription(await world.signIn(owner))).toMatchObject({ state: 'ACTIVE' })
    world.setClock(order.planEndAt + 25 * 60 * 60 * 1000)
    expect(await world.subscription(await world.signIn(owner))).toMatchObject({ state: 'EXPIRED' })
    world.setClock(Date.now())
  })
})

describe('turning renewal off', () => {
  it('stops the provider first: a provider that refuses leaves the plan renewing, as the screen says', async () => {
    const { owner, order } = await activeCardPlan(world)
    // A subscription the provider does not know: its API refuses to change it.
    await world.ctx.entities.order.patch(order).set({ subscriptionRef: 'sub_unknown' }).go()
    const refused = await call(world.app, endpoints.plan.cancelSubscription, { token: owner.token, body: {} })
    expect(refused.body.success).toBe(false)
    expect(await world.subscription(owner.token)).toMatchObject({ autoRenew: true, canCancel: true })
    await world.ctx.entities.order.patch(order).set({ subscriptionRef: order.subscriptionRef }).go()
    const cancelled = await call(world.app, endpoints.plan.cancelSubscription, {
      token: owner.token,
      body: {},
    })
    expect(cancelled.body.obj).toMatchObject({ autoRenew: false, canCancel: false, state: 'ACTIVE' })
    const renewing = world.sandbox.subscriptions().find((s) => s.id === order.subscriptionRef)
    expect(renewing).toMatchObject({ cancelAtPeriodEnd: true })
  })
})

describe('changing a card plan', () => {
  it('renews an upgraded plan at its own price, on the same subscription', async () => {
    const { owner, order, subscriptionId } = await activeCardPlan(world)
    const made = await call(world.app, endpoints.order.create, {
      token: owner.token,
      body: cardPurchase('UPGRADE', 'PREMIUM'),
    })
    expect(made.body.success).toBe(true)
    const { orderId } = made.body.obj as { orderId: string }
    const upgrade = await payCheckoutOf(owner.enterpriseId, orderId)

    expect(upgrade).toMatchObject({ status: 'ACTIVE', subscriptionRef: subscriptionId, autoRenew: true })
    expect(upgrade.amountCents).toBeLessThanOrEqual(99_900 - 29_900)
    expect(await world.order(order)).toMatchObject({ status: 'EXPIRED' })
    const renewing = world.sandbox.subscriptions().find((s) => s.id === subscriptionId)
    expect(renewing).toMatchObject({ cancelAtPeriodEnd: false })
    expect(world.sandbox.session(upgrade.checkoutSessionId ?? '')?.mode).toBe('payment')
    const view = await world.subscription(owner.token)
    expect(view).toMatchObject({ plan: { code: 'PREMIUM' }, autoRenew: true, canCancel: true })

    // The next renewal charges Premium's month, and renews the upgrade.
    await world.sandbox.renew(subscriptionId, 'paid', world.webhookUrl)
    const renewal = (await world.orders(owner.enterpriseId)).find((o) => o.kind === 'RENEWAL')
    expect(renewal).toMatchObject({ plan: 'PREMIUM', amountCents: 99_900, previousOrderId: upgrade.orderId })
  })

  it('stops the running plan renewing when the next period is bought another way', async () => {
    const { owner, order, subscriptionId } = await activeCardPlan(world)
    const made = await call(world.app, endpoints.order.create, {
      token: owner.token,
      body: cardPurchase('NEXT', 'BASIC'),
    })
    const basic = await payCheckoutOf(owner.enterpriseId, (made.body.obj as { orderId: string }).orderId)

    expect(basic).toMatchObject({ status: 'WAIT_ACTIVE', planStartAt: order.planEndAt })
    expect(await world.order(order)).toMatchObject({ status: 'ACTIVE', autoRenew: false })
    const old = world.sandbox.subscriptions().find((s) => s.id === subscriptionId)
    expect(old).toMatchObject({ cancelAtPeriodEnd: true })
    const view = await world.subscription(owner.token)
    expect(view).toMatchObject({ plan: { code: 'PRO' }, autoRenew: false, scheduled: { plan: 'BASIC' } })
  })
})
