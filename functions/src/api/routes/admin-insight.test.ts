import {
  type AdminDashboard,
  addDays,
  endpoints,
  fieldErrorsSchema,
  type ReportMail,
  toDay,
} from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, mailTo, signIn } from '../../../test/api.ts'
import { activeCardPlan, type BillingWorld, billingWorld, DAY } from '../../../test/billing.ts'
import { createConfig, profileRows } from '../../../test/generation.ts'
import { inZone, NOTIFICATION_SECRET, notify } from '../../../test/insights.ts'
import { ensurePlatformAdmin } from '../../domain/auth/admin.ts'
import { mailMonthlyReports } from '../../domain/insight/report-mail.ts'

/**
 * The admin's dashboard sums every tenant's figures from their items in the platform's scope, and the
 * monthly usage report is mailed to the owners who asked, once a month.
 */
let world: BillingWorld
let adminToken: string
const admin = { email: 'insights-admin@example.com', password: 'Insights-Admin-9!' }
let paid: Awaited<ReturnType<typeof activeCardPlan>>
let trial: Awaited<ReturnType<BillingWorld['owner']>>

async function generate(token: string, count: number): Promise<string[]> {
  const configId = await createConfig(world.app, token)
  const rows = profileRows(count)
  for (const row of rows) {
    const answer = await call(world.app, endpoints.generation.single, { token, body: { ...row, configId } })
    if (!answer.body.success) throw new Error(answer.body.msg)
  }
  return rows.map((r) => r.iccid)
}

beforeAll(async () => {
  world = await billingWorld()
  world.ctx.config = { ...world.ctx.config, admin, smdpNotificationSecret: NOTIFICATION_SECRET }
  await ensurePlatformAdmin(world.ctx)
  adminToken = await signIn(world.app, admin)
  paid = await activeCardPlan(world)
  trial = await world.owner()
  const [downloaded = '', failed = ''] = await generate(paid.owner.token, 2)
  await generate(trial.token, 1)
  const at = world.now() - 60_000
  expect(await notify(world.app, downloaded, 3, at)).toBe(204)
  expect(
    await notify(world.app, failed, 4, at, { subjectCode: '8.1', reasonCode: '3.8', message: 'Refused' }),
  ).toBe(204)
}, 120_000)
afterAll(() => world.stop())

async function adminDashboard(token = adminToken): Promise<AdminDashboard> {
  const today = toDay(world.now())
  const answer = await call(world.app, endpoints.adminInsight.dashboard, {
    token,
    body: { from: addDays(today, -6), to: today },
    headers: inZone('UTC'),
  })
  expect(answer.body.msg).toBe('success')
  return answer.body.obj as AdminDashboard
}

describe('the admin dashboard', () => {
  it("sums every tenant's figures: enterprises, orders and revenue, ACs, downloads, the SM-DP+'s errors", async () => {
    const d = await adminDashboard()
    expect(d.enterprises.total).toBeGreaterThanOrEqual(2)
    // Every enterprise of this table was made in the range.
    expect(d.enterprises.created).toBe(d.enterprises.total)
    expect(d.enterprises.active).toBe(2)
    expect(d.orders).toEqual([
      {
        month: toDay(world.now()).slice(0, 7),
        plan: 'PRO',
        planName: 'Pro',
        orders: 1,
        revenue: paid.order.amountCents,
        currency: 'USD',
      },
    ])
    expect(d.totals).toMatchObject({ generated: 3, downloads: 1, failures: 1 })
    expect(d.notifications).toBe(2)
    expect(d.smdpErrorRate).toBe(0.5)
    expect(d.topTenants.map((t) => [t.enterpriseId, t.generated, t.downloads])).toEqual([
      [paid.owner.enterpriseId, 2, 1],
      [trial.enterpriseId, 1, 0],
    ])
    for (const n of Object.values(d.queue)) expect(n).toBeGreaterThanOrEqual(0)
  })

  it('lists the trials ending within the week', async () => {
    expect((await adminDashboard()).enterprises.trialsEndingThisWeek).toEqual([])
    const start = world.now()
    world.setClock(start + 10 * DAY)
    try {
      const token = await world.signIn(admin)
      const ending = (await adminDashboard(token)).enterprises.trialsEndingThisWeek
      expect(ending.map((t) => t.enterpriseId)).toContain(trial.enterpriseId)
    } finally {
      world.setClock(start)
    }
  })

  it('answers 400 with a message per date, not 500, when the dates are empty or not dates', async () => {
    for (const [body, message] of [
      [{ from: '', to: '' }, 'Required'],
      [{ from: 'soon', to: 'later' }, 'Use a date as YYYY-MM-DD'],
    ] as const) {
      const answer = await call(world.app, endpoints.adminInsight.dashboard, { token: adminToken, body })
      expect(answer.status).toBe(400)
      expect(fieldErrorsSchema.parse(answer.body.obj).fields).toEqual([
        { path: 'json.from', message },
        { path: 'json.to', message },
      ])
    }
  })
})

describe('the monthly usage report', () => {
  it('is mailed to the owners who turned it on, once, for the month before', async () => {
    const mail = (token: string, body?: ReportMail) =>
      body
        ? call(world.app, endpoints.insight.mailSet, { token, body })
        : call(world.app, endpoints.insight.mailInfo, { token })
    expect((await mail(paid.owner.token)).body.obj).toEqual({ monthly: false })
    expect((await mail(paid.owner.token, { monthly: true })).body.obj).toEqual({ monthly: true })
    expect((await mail(paid.owner.token)).body.obj).toEqual({ monthly: true })

    const start = world.now()
    const month = toDay(start).slice(0, 7)
    const [year = 0, number = 0] = month.split('-').map(Number)
    world.setClock(Date.UTC(year, number, 1, 0, 10))
    try {
      // Turned on after the month ended: that month is not mailed to them.
      await mail(await world.signIn(trial), { monthly: true })
      expect(await mailMonthlyReports(world.ctx)).toBe(1)
      expect(await mailMonthlyReports(world.ctx)).toBe(0)
      const sent = await mailTo(paid.owner.email, new RegExp(`usage report for ${month}`))
      expect(sent.text).toContain('ACs generated: 2')
      expect(sent.text).toContain('Downloads: 1')
      expect(sent.text).toContain('Failures: 1')
      // In the enterprise's brand: its owner signed up without one, so the default.
      expect(sent.text).toContain(' on Simlessly from ')
    } finally {
      world.setClock(start)
    }
    expect((await mail(paid.owner.token, { monthly: false })).body.obj).toEqual({ monthly: false })
    expect((await mail(paid.owner.token)).body.obj).toEqual({ monthly: false })
  })
})
