import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailTo } from '../../../test/api.ts'
import { activeCardPlan, type BillingWorld, billingWorld, DAY } from '../../../test/billing.ts'
import { runBillingSchedule } from '../../domain/billing/schedule.ts'

/**
 * Renewals of a card plan, as the provider reports them: the local payment sandbox charges (or fails to
 * charge) the subscription its checkout made and posts the invoice event, signed, to the webhook route.
 */
let world: BillingWorld

beforeAll(async () => {
  world = await billingWorld()
})
afterAll(() => world.stop())

describe('a paid renewal', () => {
  it('makes one RENEWAL order for the next period, even when the event is delivered twice', async () => {
    const { owner, order, subscriptionId } = await activeCardPlan(world)
    const delivery = await world.sandbox.renew(subscriptionId, 'paid', world.webhookUrl)
    expect(delivery).toEqual({ eventType: 'invoice.paid', status: 200 })
    const again = await world.deliver(world.deliveries.at(-1) ?? { body: '', signature: '' })
    expect(again.status).toBe(200)

    const renewals = (await world.orders(owner.enterpriseId)).filter((o) => o.kind === 'RENEWAL')
    expect(renewals).toHaveLength(1)
    const [renewal] = renewals
    expect(renewal).toMatchObject({
      status: 'WAIT_ACTIVE',
      paid: true,
      plan: 'PRO',
      billingType: 'MONTHLY',
      quantity: 1,
      amountCents: 29_900,
      previousOrderId: order.orderId,
      planStartAt: order.planEndAt,
      subscriptionRef: order.subscriptionRef,
    })
    expect(renewal?.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/)
    expect(renewal?.invoiceNumber).not.toBe(order.invoiceNumber)

    // At the end of the period the renewal takes over, and the next renewal follows it.
    world.setClock(order.planEndAt)
    await runBillingSchedule(world.ctx)
    expect(await world.order(order)).toMatchObject({ status: 'EXPIRED' })
    const view = await world.subscription(await world.signIn(owner))
    expect(view).toMatchObject({ state: 'ACTIVE', orderId: renewal?.orderId, plan: { code: 'PRO' } })
    await world.sandbox.renew(subscriptionId, 'paid', world.webhookUrl)
    const next = (await world.orders(owner.enterpriseId)).filter((o) => o.kind === 'RENEWAL')
    expect(next.map((o) => o.previousOrderId).sort()).toEqual([order.orderId, renewal?.orderId].sort())
  })
})

describe('a failed renewal', () => {
  it('warns the owner, keeps the plan through the grace period, then expires it', async () => {
    world.setClock(Date.now())
    const { owner, order, subscriptionId } = await activeCardPlan(world)
    const failedAt = world.now()
    const delivery = await world.sandbox.renew(subscriptionId, 'failed', world.webhookUrl)
    expect(delivery).toEqual({ eventType: 'invoice.payment_failed', status: 200 })
    expect(await world.order(order)).toMatchObject({ status: 'ACTIVE', renewalFailedAt: failedAt })
    const warned = await world.subscription(owner.token)
    expect(warned).toMatchObject({ state: 'ACTIVE', notice: { kind: 'RENEWAL_FAILED' } })
    const mail = await mailTo(owner.email, /renewal payment of your Pro plan failed/)
    expect(mail.text).toContain('stays usable until')
    // Failures the provider reports again change nothing and warn no more.
    await world.sandbox.renew(subscriptionId, 'failed', world.webhookUrl)
    expect(await world.order(order)).toMatchObject({ renewalFailedAt: failedAt })

    world.setClock(failedAt + 7 * DAY - 60_000)
    await runBillingSchedule(world.ctx)
    expect(await world.order(order)).toMatchObject({ status: 'ACTIVE' })

    world.setClock(failedAt + 7 * DAY)
    const counts = await runBillingSchedule(world.ctx)
    expect(counts.expired).toBeGreaterThanOrEqual(1)
    expect(await world.order(order)).toMatchObject({ status: 'EXPIRED' })
    const expired = await world.subscription(await world.signIn(owner))
    expect(expired).toMatchObject({ state: 'EXPIRED', notice: { kind: 'EXPIRED' } })
    // The provider stops renewing a plan that ran out of grace.
    expect(world.sandbox.subscriptions()).toContainEqual(
      expect.objectContaining({ id: subscriptionId, cancelAtPeriodEnd: true }),
    )
  })
})

describe('renewal invoices', () => {
  const invoice = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_${crypto.randomUUID()}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `in_${crypto.randomUUID()}`,
          object: 'invoice',
          amount_paid: 29_900,
          status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
          last_finalization_error: null,
          ...object,
        },
      },
    })

  it('are read in the older API shape too, and only a cycle invoice renews', async () => {
    world.setClock(Date.now())
    const { owner, subscriptionId } = await activeCardPlan(world)
    const first = invoice('invoice.paid', {
      billing_reason: 'subscription_create',
      subscription: subscriptionId,
    })
    expect((await world.deliver(world.signed(first))).status).toBe(200)
    const renewals = async () => (await world.orders(owner.enterpriseId)).filter((o) => o.kind === 'RENEWAL')
    expect(await renewals()).toHaveLength(0)
    const cycle = invoice('invoice.paid', {
      billing_reason: 'subscription_cycle',
      subscription: subscriptionId,
    })
    expect((await world.deliver(world.signed(cycle))).status).toBe(200)
    expect(await renewals()).toHaveLength(1)
  })
})
