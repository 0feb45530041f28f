import { endpoints } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, mailsTo, mailTo } from '../../../test/api.ts'
import { activeCardPlan, type BillingWorld, billingWorld, DAY } from '../../../test/billing.ts'
import { PIPELINE_WAIT_MS, waiting } from '../../../test/budget.ts'
import { eventually } from '../../../test/helpers.ts'
import { runBillingSchedule } from './schedule.ts'

/**
 * The billing schedule on a clock the test moves, against the local emulators and the payment sandbox
 * (through the real Stripe adapter). Each test looks at its own enterprise's orders: the table is shared
 * by the file, and a run acts on every order due.
 */
let world: BillingWorld
const HOUR = 3_600_000

beforeAll(async () => {
  world = await billingWorld()
})
afterAll(() => world.stop())

describe('unpaid orders', () => {
  it('close 24 hours after they were made, the checkout still unpaid', async () => {
    world.setClock(Date.now())
    const owner = await world.owner()
    const order = await world.buyByCard(owner)
    world.setClock(order.createdAt + 23 * HOUR)
    await runBillingSchedule(world.ctx)
    expect(await world.order(order)).toMatchObject({ status: 'UNPAID' })

    world.setClock(order.createdAt + 24 * HOUR)
    const counts = await runBillingSchedule(world.ctx)
    expect(counts.closed).toBeGreaterThanOrEqual(1)
    expect(await world.order(order)).toMatchObject({ status: 'CLOSED', paid: false })
  })

  it('are paid, not closed, when the provider was paid and its webhook lost; a late delivery changes nothing', async () => {
    world.setClock(Date.now())
    const owner = await world.owner()
    const order = await world.buyByCard(owner)
    world.relay.drop = true
    const lost = await world.sandbox.pay(order.checkoutSessionId, world.webhookUrl)
    world.relay.drop = false
    expect(lost.status).toBe(503)
    expect(await world.order(order)).toMatchObject({ status: 'UNPAID' })

    world.setClock(order.createdAt + 24 * HOUR)
    const [first, second] = await Promise.all([runBillingSchedule(world.ctx), runBillingSchedule(world.ctx)])
    expect(first.resumed + second.resumed).toBe(1)
    const paid = await world.order(order)
    expect(paid).toMatchObject({ paid: true, paymentChannel: 'CARD_PROVIDER', status: 'WAIT_ACTIVE' })
    expect(paid.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/)
    expect(paid.subscriptionRef).toMatch(/^sub_/)

    const late = await world.deliver(world.deliveries.at(-1) ?? { body: '', signature: '' })
    expect(late.status).toBe(200)
    const after = await world.order(order)
    expect(after.invoiceNumber).toBe(paid.invoiceNumber)
    expect(after.updatedAt).toBe(paid.updatedAt)
  })
})

describe('paid plans', () => {
  it('start at their plan start, show on the Subscription page, and expire at their end', async () => {
    world.setClock(Date.now())
    const owner = await world.owner()
    const order = await world.buyByCard(owner)
    await world.sandbox.pay(order.checkoutSessionId, world.webhookUrl)
    const waiting = await world.order(order)
    expect(waiting.status).toBe('WAIT_ACTIVE')
    // Bought during the trial, the plan starts when the trial ends.
    expect(waiting.planStartAt).toBeGreaterThan(world.now() + 14 * DAY)

    world.setClock(waiting.planStartAt - 60_000)
    await runBillingSchedule(world.ctx)
    expect(await world.order(order)).toMatchObject({ status: 'WAIT_ACTIVE' })

    world.setClock(waiting.planStartAt)
    await runBillingSchedule(world.ctx)
    expect(await world.order(order)).toMatchObject({ status: 'ACTIVE' })
    const token = await world.signIn(owner)
    const view = await world.subscription(token)
    expect(view).toMatchObject({ state: 'ACTIVE', plan: { code: 'PRO' }, orderId: order.orderId })
    // No trial mail was claimed: a paid plan follows the trial.
    const { data: periods } = await world.ctx.entities.subscription.query
      .byEnterprise({ enterpriseId: owner.enterpriseId })
      .go()
    expect(periods.find((p) => p.freeTrial)).toMatchObject({ status: 'EXPIRED', notified: [] })

    // Renewal turned off: the plan ends at its end.
    await call(world.app, endpoints.plan.cancelSubscription, { token, body: {} })
    world.setClock(waiting.planEndAt - 60_000)
    await runBillingSchedule(world.ctx)
    expect(await world.order(order)).toMatchObject({ status: 'ACTIVE' })
    world.setClock(waiting.planEndAt)
    await runBillingSchedule(world.ctx)
    expect(await world.order(order)).toMatchObject({ status: 'EXPIRED' })
    const ended = await world.subscription(await world.signIn(owner))
    expect(ended).toMatchObject({ state: 'EXPIRED', notice: { kind: 'EXPIRED' } })
  })

  it('remind a renewing plan once, then wait a day past its end for the renewal before expiring', async () => {
    world.setClock(Date.now())
    const { owner, order } = await activeCardPlan(world)
    world.setClock(order.planEndAt - 3 * DAY + 60_000)
    await Promise.all([runBillingSchedule(world.ctx), runBillingSchedule(world.ctx)])
    await mailTo(owner.email, /^Your Pro plan renews on/)

    world.setClock(order.planEndAt + 23 * HOUR)
    await runBillingSchedule(world.ctx)
    expect(await world.order(order)).toMatchObject({ status: 'ACTIVE' })
    world.setClock(order.planEndAt + 24 * HOUR)
    await runBillingSchedule(world.ctx)
    expect(await world.order(order)).toMatchObject({ status: 'EXPIRED' })
    const { data: period } = await world.ctx.entities.subscription
      .get({ enterpriseId: owner.enterpriseId, subscriptionId: order.orderId })
      .go()
    expect(period?.notified).toEqual(['renewal-reminder'])
  })
})

describe('the free trial', () => {
  it(
    'warns once across runs from three days before its end, then sends the notice once it has ended',
    async () => {
      world.setClock(Date.now())
      const owner = await world.owner()
      const trialEnd = world.now() + 15 * DAY
      world.setClock(trialEnd - 3 * DAY - 60_000)
      await runBillingSchedule(world.ctx)
      world.setClock(trialEnd - 3 * DAY + 60_000)
      await Promise.all([runBillingSchedule(world.ctx), runBillingSchedule(world.ctx)])
      await runBillingSchedule(world.ctx)
      const warning = await mailTo(owner.email, /will expires/)
      expect(warning.subject).toBe('Your free trial of Simlessly will expires in 3 days.')
      expect(warning.text).toContain('Your free trial of Simlessly will expires in 3 days.')

      world.setClock(trialEnd)
      await Promise.all([runBillingSchedule(world.ctx), runBillingSchedule(world.ctx)])
      await mailTo(owner.email, /is expired/)
      // Both mails are queued by now; the sink has them once the worker has sent them.
      const trialMails = await eventually(async () => {
        const mails = (await mailsTo(owner.email)).filter((m) => /free trial/.test(m.subject))
        return mails.length >= 2 ? mails : undefined
      })
      expect(trialMails.map((m) => m.subject).sort()).toEqual([
        'Your free trial of Simlessly is expired.',
        'Your free trial of Simlessly will expires in 3 days.',
      ])
      const { data } = await world.ctx.entities.subscription.query
        .byEnterprise({ enterpriseId: owner.enterpriseId })
        .go()
      expect(data[0]).toMatchObject({ status: 'EXPIRED', notified: ['trial-warning', 'trial-expired'] })
    },
    waiting(PIPELINE_WAIT_MS),
  )
})
