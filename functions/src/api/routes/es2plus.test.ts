import { type Endpoint, endpoints } from '@simlessly/shared'
import { NOTIFICATION_SECRET_HEADER } from '@simlessly/shared/esim/es2plus'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser, setPlanFeatures } from '../../../test/accounts.ts'
import { call, endpointUrl, signIn } from '../../../test/api.ts'
import { PIPELINE_WAIT_MS, waiting } from '../../../test/budget.ts'
import { createConfig, profileRows, validEid } from '../../../test/generation.ts'
import { eventually, testContext } from '../../../test/helpers.ts'
import { startReceiver } from '../../../test/webhook-receiver.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { dayCounter, readCounters } from '../../domain/counter.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * The SM-DP+'s notifications (ES2+ HandleDownloadProgressInfo) through the API: the shared secret, the
 * profile's states, the Profile log, the EID push outcome, the per-day counters, and a repeated notification
 * changing nothing.
 */
const SECRET = 'notification-secret-for-tests-0123'
let ctx: AppContext
let app: ApiApp
let token: string
let enterpriseId: string
let configId: string
type Obj = Record<string, unknown>

let calls = 0
function notification(iccid: string, point: number, extra: Obj = {}) {
  calls++
  return {
    header: { functionRequesterIdentifier: 'smdp.example.com', functionCallIdentifier: `call-${calls}` },
    iccid,
    profileType: 'Test profile',
    timestamp: new Date(Date.UTC(2026, 10, 21, 12, 0, point)).toISOString(),
    notificationPointId: point,
    notificationPointStatus: { status: 'Executed-Success' },
    ...extra,
  }
}
/** The SM-DP+'s call, raw: it carries the shared secret instead of a session and is answered 204. */
const notify = (body: unknown, secret: string | null = SECRET) =>
  app.request(endpointUrl(endpoints.es2plus.handleDownloadProgressInfo), {
    method: endpoints.es2plus.handleDownloadProgressInfo.method,
    headers: {
      'content-type': 'application/json',
      ...(secret !== null && { [NOTIFICATION_SECRET_HEADER]: secret }),
    },
    body: JSON.stringify(body),
  })
const post = async (endpoint: Endpoint, body: unknown) => {
  const answer = await call(app, endpoint, { token, body })
  if (!answer.body.success) throw new Error(`${endpoint.path}: ${answer.body.msg}`)
  return answer.body.obj as Obj
}
async function generated() {
  const row = profileRows(1)[0] ?? { iccid: '', imsi: '', ki: '', opc: '' }
  await post(endpoints.generation.single, { ...row, configId })
  return row
}

beforeAll(async () => {
  ctx = testContext({ smdpNotificationSecret: SECRET })
  app = createApp(ctx)
  const user = await createActiveUser(ctx)
  enterpriseId = user.enterpriseId
  token = await signIn(app, user)
  configId = await createConfig(app, token)
}, 60_000)
afterAll(() => closeContext(ctx))

describe('ES2+ HandleDownloadProgressInfo', () => {
  it('refuses a caller without the secret, or with another one, and a malformed body', async () => {
    const { iccid } = await generated()
    expect((await notify(notification(iccid, 3), null)).status).toBe(401)
    expect((await notify(notification(iccid, 3), 'x'.repeat(SECRET.length))).status).toBe(401)
    expect((await notify({ ...notification(iccid, 3), notificationPointId: 9 })).status).toBe(400)
    expect((await notify(notification('8900000000000000000', 3))).status).toBe(404)
    const detail = await post(endpoints.fleet.info, { iccid })
    expect(detail.profile).toMatchObject({ status: 'RELEASED' })
  })

  it('moves a profile to DOWNLOADED then INSTALLED, logs both, counts them per day, once', async () => {
    const { iccid } = await generated()
    const day = Date.UTC(2026, 10, 21)
    const names = [dayCounter('downloads', day), dayCounter('installations', day)]
    const before = await readCounters(ctx, enterpriseId, names)
    for (const point of [1, 3, 4]) expect((await notify(notification(iccid, point))).status).toBe(204)
    const download = notification(iccid, 3)
    expect((await notify(download)).status).toBe(204) // the same event again, another call id
    const detail = await post(endpoints.fleet.info, { iccid })
    expect(detail.profile).toMatchObject({ status: 'INSTALLED' })
    const statuses = (detail.history as Obj[]).filter((h) => h.action === 'STATUS').map((h) => h.after)
    expect(statuses).toEqual(['INSTALLED', 'DOWNLOADED'])
    const after = await readCounters(ctx, enterpriseId, names)
    const moved = (name = '') => (after.get(name) ?? 0) - (before.get(name) ?? 0)
    expect([moved(names[0]), moved(names[1])]).toEqual([1, 1])
    // A late download notice does not move an installed profile back.
    expect((await notify(notification(iccid, 3, { timestamp: '2026-11-21T12:30:00Z' }))).status).toBe(204)
    expect(((await post(endpoints.fleet.info, { iccid })).profile as Obj).status).toBe('INSTALLED')
  })

  it('logs each event once, as it happened: no entry for a point that moves nothing, the generation unchanged', async () => {
    const { iccid } = await generated()
    for (const point of [1, 2, 3, 4]) expect((await notify(notification(iccid, point))).status).toBe(204)
    expect((await notify(notification(iccid, 3, { timestamp: '2026-11-21T12:30:00Z' }))).status).toBe(204)
    const detail = await post(endpoints.fleet.info, { iccid })
    const history = detail.history as Obj[]
    expect(history.map((h) => [h.action, h.before ?? '--', h.after ?? '--'])).toEqual([
      ['STATUS', 'DOWNLOADED', 'INSTALLED'],
      ['STATUS', 'RELEASED', 'DOWNLOADED'],
      ['GENERATED', '--', 'RELEASED'],
    ])
    expect(history[2]).toMatchObject({ detail: expect.stringMatching(/^Batch /) })
    // The Profile logs hold the very same entries, and each action's filter finds its own.
    const logs = await post(endpoints.log.profile, { iccid })
    expect(logs.list).toEqual(history)
    for (const action of ['GENERATED', 'STATUS']) {
      const found = await post(endpoints.log.profile, { iccid, action })
      expect([action, found.list]).toEqual([action, history.filter((h) => h.action === action)])
    }
  })

  it('logs a failure the SM-DP+ reports as a FAILURE entry with its reason, not as a change of state', async () => {
    const { iccid } = await generated()
    const failure = notification(iccid, 3, {
      notificationPointStatus: {
        status: 'Failed',
        statusCodeData: { subjectCode: '8.2.6', reasonCode: '3.8', message: 'Download refused' },
      },
    })
    expect((await notify(failure)).status).toBe(204)
    const history = (await post(endpoints.fleet.info, { iccid })).history as Obj[]
    expect(history.map((h) => h.action)).toEqual(['FAILURE', 'GENERATED'])
    expect(history[0]).not.toHaveProperty('before')
    expect(history[0]).not.toHaveProperty('after')
    expect(history[0]).toMatchObject({ detail: expect.stringMatching(/Download refused.*subject 8\.2\.6/) })
    const found = await post(endpoints.log.profile, { iccid, action: 'FAILURE' })
    expect(found.list).toEqual([history[0]])
  })

  it('reports an EID push DOWNLOADED, and a retry-limit failure as FAILED with its reason', async () => {
    const first = await generated()
    const eid = validEid(4242)
    await post(endpoints.eidPush.push, { iccid: first.iccid, eid })
    expect((await notify(notification(first.iccid, 3, { eid }))).status).toBe(204)
    const pushes = await post(endpoints.eidPush.list, {})
    expect((pushes.list as Obj[]).find((p) => p.iccid === first.iccid)).toMatchObject({
      status: 'DOWNLOADED',
    })

    const second = await generated()
    const other = validEid(4343)
    await post(endpoints.eidPush.push, { iccid: second.iccid, eid: other })
    const limit = notification(second.iccid, 1, {
      eid: other,
      notificationPointStatus: {
        status: 'Failed',
        statusCodeData: {
          subjectCode: '8.8.5',
          reasonCode: '6.4',
          message: 'Maximum number of attempts exceeded',
        },
      },
    })
    expect((await notify(limit)).status).toBe(204)
    const failed = ((await post(endpoints.eidPush.list, {})).list as Obj[]).find(
      (p) => p.iccid === second.iccid,
    )
    expect(failed).toMatchObject({
      status: 'FAILED',
      reason: expect.stringMatching(/Maximum number of attempts/),
    })
    const profile = (await post(endpoints.fleet.info, { iccid: second.iccid })).profile as Obj
    expect(profile).toMatchObject({
      status: 'RELEASED',
      lastFailure: expect.stringMatching(/subject 8\.8\.5, reason 6\.4/),
    })
  })

  it(
    'tells a webhook endpoint of an EID push downloaded or failed, and of the failed download',
    async () => {
      await setPlanFeatures(ctx, enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
      const receiver = await startReceiver()
      let endpointId: string | undefined
      try {
        const { secret, endpoint } = await post(endpoints.webhook.add, {
          url: receiver.url,
          events: ['eid_push.downloaded', 'eid_push.failed', 'profile.download_failed'],
        })
        receiver.state.secrets.push(String(secret))
        endpointId = String((endpoint as Obj).endpointId)
        const [pushed, refused] = [await generated(), await generated()]
        const [eid, other] = [validEid(5151), validEid(5252)]
        await post(endpoints.eidPush.push, { iccid: pushed.iccid, eid })
        await post(endpoints.eidPush.push, { iccid: refused.iccid, eid: other })
        expect((await notify(notification(pushed.iccid, 3, { eid }))).status).toBe(204)
        const failure = {
          status: 'Failed',
          statusCodeData: { subjectCode: '8.1', reasonCode: '3.8', message: 'Refused' },
        }
        expect(
          (await notify(notification(refused.iccid, 2, { eid: other, notificationPointStatus: failure })))
            .status,
        ).toBe(204)
        const events = await eventually(async () => {
          const got = receiver.received
            .filter((r) => r.verified)
            .map((r) => JSON.parse(r.body) as { type: string; data: Obj })
          return got.length >= 3 ? got : undefined
        })
        const of = (type: string) => events.filter((e) => e.type === type).map((e) => e.data)
        expect(of('eid_push.downloaded')).toEqual([expect.objectContaining({ iccid: pushed.iccid, eid })])
        expect(of('eid_push.failed')).toEqual([
          expect.objectContaining({
            iccid: refused.iccid,
            eid: other,
            reason: expect.stringMatching(/Refused/),
          }),
        ])
        expect(of('profile.download_failed')).toEqual([
          expect.objectContaining({ iccid: refused.iccid, notificationPointId: 2, status: 'Failed' }),
        ])
      } finally {
        // The later tests' notifications are not for this receiver.
        if (endpointId) await post(endpoints.webhook.remove, { endpointId })
        await receiver.close()
      }
    },
    waiting(PIPELINE_WAIT_MS),
  )

  it('takes Executed-WithWarning as a success with a note and Expired as a failure', async () => {
    const warned = await generated()
    const day = Date.UTC(2026, 10, 21)
    const downloads = dayCounter('downloads', day)
    const before = (await readCounters(ctx, enterpriseId, [downloads])).get(downloads) ?? 0
    const warning = notification(warned.iccid, 3, {
      notificationPointStatus: {
        status: 'Executed-WithWarning',
        statusCodeData: { subjectCode: '8.2.6', reasonCode: '3.8', message: 'Profile download slow' },
      },
    })
    expect((await notify(warning)).status).toBe(204)
    const detail = await post(endpoints.fleet.info, { iccid: warned.iccid })
    expect(detail.profile).toMatchObject({ status: 'DOWNLOADED' })
    expect((detail.profile as Obj).lastFailure).toBeUndefined()
    expect(((detail.history as Obj[])[0] as Obj).detail).toMatch(
      /done with a warning: Profile download slow \(subject 8\.2\.6, reason 3\.8\)/,
    )
    expect((await readCounters(ctx, enterpriseId, [downloads])).get(downloads)).toBe(before + 1)

    const expired = await generated()
    const eid = validEid(4545)
    await post(endpoints.eidPush.push, { iccid: expired.iccid, eid })
    const late = notification(expired.iccid, 3, { eid, notificationPointStatus: { status: 'Expired' } })
    expect((await notify(late)).status).toBe(204)
    const push = ((await post(endpoints.eidPush.list, {})).list as Obj[]).find(
      (p) => p.iccid === expired.iccid,
    )
    expect(push).toMatchObject({ status: 'FAILED', reason: 'Profile download expired' })
    const profile = (await post(endpoints.fleet.info, { iccid: expired.iccid })).profile as Obj
    expect(profile).toMatchObject({ status: 'RELEASED', lastFailure: 'Profile download expired' })
  })

  it('applies two device operations reported in the same second, and each repeat once', async () => {
    const { iccid } = await generated()
    for (const point of [3, 4]) expect((await notify(notification(iccid, point))).status).toBe(204)
    const operation = (name: string) =>
      notification(iccid, 5, {
        timestamp: '2026-11-21T12:10:00Z',
        resultData: Buffer.from(name).toString('base64'),
      })
    for (const name of ['disable', 'delete', 'delete'])
      expect((await notify(operation(name))).status).toBe(204)
    const detail = await post(endpoints.fleet.info, { iccid })
    expect(detail.profile).toMatchObject({ status: 'DELETED' })
    const statuses = (detail.history as Obj[]).filter((h) => h.action === 'STATUS').map((h) => h.after)
    expect(statuses).toEqual(['DELETED', 'DISABLED', 'INSTALLED', 'DOWNLOADED'])
  })

  it('lets a recycled ICCID be generated again', async () => {
    const row = await generated()
    expect(await post(endpoints.fleet.recycle, { iccids: [row.iccid] })).toMatchObject({ updated: 1 })
    const again = await call(app, endpoints.generation.single, { token, body: { ...row, configId } })
    expect(again.body).toMatchObject({ success: true })
    const detail = await post(endpoints.fleet.info, { iccid: row.iccid })
    expect(detail.profile).toMatchObject({ status: 'RELEASED', recycleStatus: 'NONE' })
    const total = await post(endpoints.fleet.list, { iccid: row.iccid })
    expect(total.total).toBe(1)
  })
})
