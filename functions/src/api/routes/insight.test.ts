import {
  addDays,
  type Dashboard,
  endpoints,
  fieldErrorsSchema,
  type HomeInsights,
  RANGE_FUTURE_MESSAGE,
  RANGE_INVERTED_MESSAGE,
  RANGE_TOO_LONG_MESSAGE,
  type Report,
  toDay,
} from '@simlessly/shared'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, endpointUrl } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import {
  aroundMidnight,
  inZone,
  NOTIFICATION_SECRET,
  notify,
  tenantWithProfiles,
} from '../../../test/insights.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * Insights are summed from hourly counters moved with each event: the figures equal the notifications the
 * SM-DP+ sent and the ACs generated, cut into the caller's days in any time zone.
 */
let ctx: AppContext
let app: ApiApp
let tenant: Awaited<ReturnType<typeof tenantWithProfiles>>
let day: string
const FAILURE = { subjectCode: '8.1', reasonCode: '3.8', message: 'Refused by the eUICC' }
const REASON = 'Installation failed (subject 8.1, reason 3.8)'

beforeAll(async () => {
  ctx = await isolatedContext({ smdpNotificationSecret: NOTIFICATION_SECRET })
  app = createApp(ctx)
  tenant = await tenantWithProfiles(app, ctx, 3)
  const [a = '', b = '', c = ''] = tenant.iccids
  const clock = aroundMidnight(Date.now())
  day = clock.day
  // A downloads late on `day` (UTC) and installs early the next; B downloads early the next; C fails.
  for (const [iccid, point, at, failure] of [
    [a, 3, clock.at(-0.5)],
    [a, 3, clock.at(-0.5)], // the same notification again: counted once
    [b, 3, clock.at(0.5)],
    [a, 4, clock.at(3)],
    [c, 4, clock.at(-2), FAILURE],
  ] as const) {
    expect(await notify(app, iccid, point, at, failure)).toBe(204)
  }
}, 120_000)
afterAll(() => closeContext(ctx))

const range = () => ({ from: addDays(day, -1), to: addDays(day, 1) })
const byDay = (rows: { day: string; downloads: number; installations: number; failures: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.day, [r.downloads, r.installations, r.failures]]))

async function dashboardIn(timeZone: string) {
  const answer = await call(app, endpoints.insight.dashboard, {
    token: tenant.token,
    body: range(),
    headers: inZone(timeZone),
  })
  expect(answer.status).toBe(200)
  return answer.body.obj as Dashboard
}

describe('days follow the time zone', () => {
  it('cuts the same notifications into UTC, Tokyo and New York days', async () => {
    const [before, on, after] = [addDays(day, -1), day, addDays(day, 1)]
    const utc = await dashboardIn('UTC')
    expect(byDay(utc.days)).toEqual({ [before]: [0, 0, 0], [on]: [1, 0, 1], [after]: [1, 1, 0] })
    const tokyo = await dashboardIn('Asia/Tokyo')
    expect(tokyo.timeZone).toBe('Asia/Tokyo')
    expect(byDay(tokyo.days)).toEqual({ [before]: [0, 0, 0], [on]: [0, 0, 0], [after]: [2, 1, 1] })
    const newYork = await dashboardIn('America/New_York')
    expect(byDay(newYork.days)).toEqual({ [before]: [0, 0, 0], [on]: [2, 1, 1], [after]: [0, 0, 0] })
    // Whatever the zone, the days sum to the notifications received (the repeat counted once).
    for (const d of [utc, tokyo, newYork]) {
      expect(d.totals).toMatchObject({ downloads: 2, installations: 1, failures: 1 })
    }
  })

  it('falls back to UTC for a zone it does not know, and says so', async () => {
    expect((await dashboardIn('Mars/Olympus_Mons')).timeZone).toBe('UTC')
  })
})

describe('the dashboard', () => {
  it('splits failures by reason, shows the fleet now and breaks down by configuration and group', async () => {
    const d = await dashboardIn('Asia/Tokyo')
    expect(d.failureReasons).toEqual([{ reason: REASON, count: 1 }])
    const fleet = Object.fromEntries(d.fleet.map((f) => [f.state, f.count]))
    expect(fleet).toMatchObject({ RELEASED: 1, DOWNLOADED: 1, INSTALLED: 1, RECYCLED: 0 })
    expect(d.byConfig).toEqual([
      expect.objectContaining({ id: tenant.configId, downloads: 2, installations: 1, failures: 1 }),
    ])
    expect(d.byConfig[0]?.name).toMatch(/^Config /)
    expect(d.byGroup).toEqual([
      { id: '-', name: 'No group', generated: 0, downloads: 2, installations: 1, failures: 1 },
    ])
    // The quota counts the plan's period: the trial began after these downloads (dated days back).
    expect(d.quota).toMatchObject({ planName: 'Free trial', used: 0, total: 100 })
  })

  it('counts the ACs generated on the day they were made', async () => {
    const today = toDay(Date.now())
    const answer = await call(app, endpoints.insight.dashboard, {
      token: tenant.token,
      body: { from: addDays(today, -1), to: today },
      headers: inZone('UTC'),
    })
    expect((answer.body.obj as Dashboard).totals.generated).toBe(3)
  })

  it('refuses an inverted, too long or future range with the reason', async () => {
    const today = toDay(Date.now())
    const refused = async (body: object, message: string) => {
      const answer = await call(app, endpoints.insight.dashboard, { token: tenant.token, body })
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.body)).toContain(message)
    }
    await refused({ from: today, to: addDays(today, -1) }, RANGE_INVERTED_MESSAGE)
    await refused({ from: addDays(today, -366), to: today }, RANGE_TOO_LONG_MESSAGE)
    await refused({ from: today, to: addDays(today, 2) }, RANGE_FUTURE_MESSAGE)
    await refused({ from: '2026-02-30', to: today }, 'This date does not exist')
  })

  it('answers 400 with a message per date, not 500, when the dates are empty or not dates', async () => {
    const { dashboard, report, reportCsv, reportXlsx } = endpoints.insight
    for (const endpoint of [dashboard, report, reportCsv, reportXlsx]) {
      for (const [body, message] of [
        [{ from: '', to: '' }, 'Required'],
        [{ from: 'soon', to: 'later' }, 'Use a date as YYYY-MM-DD'],
        [{}, 'Required'],
      ] as const) {
        const answer = await call(app, endpoint, { token: tenant.token, body })
        expect([endpoint.path, answer.status]).toEqual([endpoint.path, 400])
        expect(fieldErrorsSchema.parse(answer.body.obj).fields).toEqual([
          { path: 'json.from', message },
          { path: 'json.to', message },
        ])
      }
    }
  })
})

describe('the home page', () => {
  it('shows the last 7 days against the 7 before and ticks the steps done', async () => {
    const answer = await call(app, endpoints.insight.home, { token: tenant.token, headers: inZone('UTC') })
    const home = answer.body.obj as HomeInsights
    expect(home.downloads).toMatchObject({ total: 2, previous: 0 })
    expect(home.downloads.days).toHaveLength(7)
    expect(home.generated.total).toBe(3)
    expect(home.steps).toEqual({ configured: true, generated: true, downloaded: true })
    expect(home.subscription?.freeTrial).toBe(true)
  })
})

describe('reports', () => {
  const report = async (body: object) =>
    (await call(app, endpoints.insight.report, { token: tenant.token, body, headers: inZone('Asia/Tokyo') }))
      .body.obj as Report

  it('filters by configuration, group or both, with totals', async () => {
    const totals = { downloads: 2, installations: 1, failures: 1 }
    expect((await report(range())).totals).toMatchObject(totals)
    expect((await report({ ...range(), configId: tenant.configId })).totals).toMatchObject(totals)
    expect((await report({ ...range(), configId: tenant.configId, groupId: '-' })).totals).toMatchObject(
      totals,
    )
    expect((await report({ ...range(), groupId: 'NO-SUCH-GROUP' })).totals.downloads).toBe(0)
  })

  it('exports the same figures as CSV and XLSX', async () => {
    const file = (endpoint: typeof endpoints.insight.reportCsv | typeof endpoints.insight.reportXlsx) =>
      app.request(endpointUrl(endpoint), {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: tenant.token, ...inZone('Asia/Tokyo') },
        body: JSON.stringify(range()),
      })
    const csv = await (await file(endpoints.insight.reportCsv)).text()
    const lines = csv.trim().split('\n')
    expect(lines[0]).toBe(
      'Day (Asia/Tokyo),ACs generated,Downloads,Installations,Failures,EID pushes,Recycles',
    )
    expect(lines).toHaveLength(5)
    expect(lines[3]).toBe(`${addDays(day, 1)},0,2,1,1,0,0`)
    expect(lines[4]).toBe('Total,0,2,1,1,0,0')

    const xlsx = await file(endpoints.insight.reportXlsx)
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await xlsx.arrayBuffer())
    const sheet = workbook.getWorksheet('Usage')
    if (!sheet) throw new Error('The workbook has no Usage sheet')
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1)
    expect(values(4)).toEqual([addDays(day, 1), 0, 2, 1, 1, 0, 0])
    expect(values(5)).toEqual(['Total', 0, 2, 1, 1, 0, 0])
  })
})

describe('tenants', () => {
  it("never shows one enterprise's figures to another, whatever ids it sends", async () => {
    const other = await tenantWithProfiles(app, ctx, 0)
    const body = { ...range(), configId: tenant.configId, groupId: '-' }
    const answers = await Promise.all([
      call(app, endpoints.insight.dashboard, { token: other.token, body: range() }),
      call(app, endpoints.insight.report, { token: other.token, body }),
      call(app, endpoints.insight.home, { token: other.token }),
    ])
    const [dashboard, report, home] = answers.map((a) => a.body.obj) as [Dashboard, Report, HomeInsights]
    expect(dashboard.totals).toMatchObject({ downloads: 0, installations: 0, failures: 0 })
    expect(dashboard.failureReasons).toEqual([])
    expect(dashboard.byConfig).toEqual([])
    expect(report.totals.downloads).toBe(0)
    expect(home.downloads.total).toBe(0)
  })
})
