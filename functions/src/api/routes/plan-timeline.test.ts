import { endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signIn } from '../../../test/api.ts'
import { type BillingWorld, billingWorld } from '../../../test/billing.ts'
import { ensurePlatformAdmin } from '../../domain/auth/admin.ts'
import { runBillingSchedule } from '../../domain/billing/schedule.ts'

/**
 * One enterprise, one plan timeline: after paying Pro in the trial, a NEW plan is refused with what to do
 * instead, the next period goes after Pro (by the customer, or an admin, and whichever is paid first), and
 * Subscription shows every paid period. Paid by card through the sandbox, confirmed by an admin, on a clock.
 */
let world: BillingWorld
let adminToken: string
const admin = { email: 'timeline-admin@example.com', password: 'Timeline-Admin-9!' }

beforeAll(async () => {
  world = await billingWorld()
  world.ctx.config = { ...world.ctx.config, admin }
  await ensurePlatformAdmin(world.ctx)
  adminToken = await signIn(world.app, admin)
})
afterAll(() => world.stop())

type Owner = Awaited<ReturnType<BillingWorld['owner']>>
const purchase = (operation: string, plan: string, paymentMethod = 1) => ({
  operation,
  plan,
  billingType: 'MONTHLY',
  quantity: 1,
  paymentMethod,
  requestKey: crypto.randomUUID(),
})
const create = (owner: Owner, body: object) =>
  call(world.app, endpoints.order.create, { token: owner.token, body })
const orderIdOf = (answer: { body: { obj: unknown; msg: string } }) => {
  const made = answer.body.obj as { orderId?: string } | null
  if (!made?.orderId) throw new Error(`No order: ${answer.body.msg}`)
  return made.orderId
}
const confirm = (orderId: string) =>
  call(world.app, endpoints.adminOrder.confirm, { token: adminToken, body: { orderId } })

/** A trial owner who paid Pro by card: it waits for the trial's end, renewing by card from its own end. */
async function proPaidInTrial() {
  world.setClock(Date.now())
  const owner = await world.owner()
  const card = await world.buyByCard(owner)
  await world.sandbox.pay(card.checkoutSessionId, world.webhookUrl)
  const pro = await world.order(card)
  expect(pro).toMatchObject({ status: 'WAIT_ACTIVE', autoRenew: true })
  return { owner, pro }
}

describe('one plan timeline', () => {
  it('refuses a NEW plan while a paid one is scheduled, saying what to do instead', async () => {
    const { owner, pro } = await proPaidInTrial()
    const { requestKey: _key, ...quote } = purchase('NEW', 'PREMIUM')
    for (const [endpoint, body] of [
      [endpoints.order.quote, quote],
      [endpoints.order.create, purchase('NEW', 'PREMIUM')],
    ] as const) {
      const refused = await call(world.app, endpoint, { token: owner.token, body })
      expect(refused.status).toBe(409)
      expect(refused.body.code).toBe(ErrorCode.PLAN_OVERLAP)
      expect(refused.body.msg).toContain('Your Pro plan is paid and starts on')
      expect(refused.body.msg).toContain(`buy the next period, which starts on ${day(pro.planEndAt)}`)
    }
    expect((await world.orders(owner.enterpriseId)).map((o) => o.plan)).toEqual(['PRO'])
  })

  it('puts the next period after Pro, stops Pro renewing into it, and shows both on Subscription', async () => {
    const { owner, pro } = await proPaidInTrial()
    const premiumId = orderIdOf(await create(owner, purchase('NEXT', 'PREMIUM')))
    const confirmed = await confirm(premiumId)
    expect(confirmed.body.obj).toMatchObject({ status: 'WAIT_ACTIVE', planStartAt: pro.planEndAt })
    // Pro's card renewal would charge for Premium's month: it stops, at the provider too.
    expect(await world.order(pro)).toMatchObject({ autoRenew: false })
    const renewing = world.sandbox.subscriptions().find((s) => s.id === pro.subscriptionRef)
    expect(renewing).toMatchObject({ cancelAtPeriodEnd: true })

    const view = await world.subscription(owner.token)
    expect(view).toMatchObject({ state: 'TRIAL', scheduled: { plan: 'PRO' } })
    expect(view.timeline.map(({ plan, startsAt, running }) => ({ plan, startsAt, running }))).toEqual([
      { plan: 'PRO', startsAt: pro.planStartAt, running: false },
      { plan: 'PREMIUM', startsAt: pro.planEndAt, running: false },
    ])

    // When the trial ends Pro runs, alone, with Premium still to come; then Premium follows it.
    world.setClock(pro.planStartAt)
    await runBillingSchedule(world.ctx)
    const running = await world.subscription(await world.signIn(owner))
    expect(running).toMatchObject({ state: 'ACTIVE', plan: { code: 'PRO' }, scheduled: { plan: 'PREMIUM' } })
    expect(running.timeline.map((p) => [p.plan, p.running])).toEqual([
      ['PRO', true],
      ['PREMIUM', false],
    ])
    world.setClock(pro.planEndAt + 60_000)
    await runBillingSchedule(world.ctx)
    const after = await world.subscription(await world.signIn(owner))
    expect(after).toMatchObject({ state: 'ACTIVE', plan: { code: 'PREMIUM' }, scheduled: null })
    world.setClock(Date.now())
  })

  it('places a plan paid second after the one paid first, whichever order was made first', async () => {
    world.setClock(Date.now())
    const owner = await world.owner()
    // Both made in the trial with nothing paid yet, so both are NEW plans for the trial's end.
    const premiumId = orderIdOf(await create(owner, purchase('NEW', 'PREMIUM')))
    const card = await world.buyByCard(owner)
    await world.sandbox.pay(card.checkoutSessionId, world.webhookUrl)
    const pro = await world.order(card)
    expect(pro).toMatchObject({ status: 'WAIT_ACTIVE' })
    const premium = (await confirm(premiumId)).body.obj as { planStartAt: number; planEndAt: number }
    expect(premium.planStartAt).toBe(pro.planEndAt)
    const basicId = orderIdOf(await create(owner, purchase('NEXT', 'BASIC')))
    expect((await confirm(basicId)).body.obj).toMatchObject({ planStartAt: premium.planEndAt })
    const { timeline } = await world.subscription(owner.token)
    expect(timeline.map((p) => p.plan)).toEqual(['PRO', 'PREMIUM', 'BASIC'])
  })

  it('places two plans confirmed at the same moment one after the other, never side by side', async () => {
    world.setClock(Date.now())
    const owner = await world.owner()
    // Three NEW plans made in the trial, nothing paid yet; an admin confirms the three transfers at once.
    const ids = [
      orderIdOf(await create(owner, purchase('NEW', 'PREMIUM'))),
      orderIdOf(await create(owner, purchase('NEW', 'PRO'))),
      orderIdOf(await create(owner, purchase('NEW', 'BASIC'))),
    ]
    const answers = await Promise.all(ids.map(confirm))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const periods = answers
      .map((a) => a.body.obj as { planStartAt: number; planEndAt: number })
      .sort((a, b) => a.planStartAt - b.planStartAt)
    for (const [earlier, later] of periods.slice(1).map((p, i) => [periods[i], p] as const)) {
      expect(later.planStartAt).toBeGreaterThanOrEqual(earlier?.planEndAt ?? 0)
    }
    const { timeline } = await world.subscription(owner.token)
    expect(timeline).toHaveLength(3)
  })

  it("places an admin's order for a client after the client's paid plans", async () => {
    const { owner, pro } = await proPaidInTrial()
    const made = await call(world.app, endpoints.adminOrder.create, {
      token: adminToken,
      body: {
        enterpriseId: owner.enterpriseId,
        plan: 'BASIC',
        billingType: 'MONTHLY',
        quantity: 1,
        paymentMethod: 1,
      },
    })
    expect(made.body.obj).toMatchObject({ status: 'PENDING_CONFIRMATION', planStartAt: pro.planEndAt })
  })
})

const day = (at: number) => new Date(at).toISOString().slice(0, 10)
