import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { API_BASE_PATH, type Endpoint, endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { NOTIFICATION_SECRET_HEADER } from '@simlessly/shared/esim/es2plus'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../test/accounts.ts'
import { call, endpointUrl, signIn } from '../../test/api.ts'
import { PIPELINE_WAIT_MS, waiting } from '../../test/budget.ts'
import { createConfig, profileRows, validEid } from '../../test/generation.ts'
import { eventually, testContext } from '../../test/helpers.ts'
import { SmdpError } from '../adapters/smdp/smdp-error.ts'
import { type ApiApp, createApp } from '../api/app.ts'
import { type AppContext, closeContext } from '../context.ts'
import { type SmdpSimulator, startSmdpSimulator } from '../local/smdp-simulator/server.ts'
import { dayCounter, readCounters } from './counter.ts'

/**
 * The SM-DP+ round trips, end to end over HTTP: the console (served on a loopback port) orders profiles on a
 * simulator of its own, a simulated device downloads and installs them, and the simulator's notifications
 * come back through the console's notification endpoint with the shared secret.
 */
const SECRET = 'round-trip-secret-0123456789'
let ctx: AppContext
let app: ApiApp
let smdp: SmdpSimulator
let server: ReturnType<typeof serve>
let token: string
/** Where the SM-DP+ simulator reaches the console's notification endpoint. */
let notificationUrl: string
let enterpriseId: string
let configId: string
type Obj = Record<string, unknown>

const post = async (endpoint: Endpoint, body: unknown) => {
  const answer = await call(app, endpoint, { token, body })
  if (!answer.body.success) throw new Error(`${endpoint.path}: ${answer.body.msg}`)
  return answer.body.obj as Obj
}
const device = async (action: string, body: unknown) => {
  const response = await fetch(`${smdp.url}/simulator/v1/device/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Obj }
}
const profileOf = async (iccid: string) =>
  (await post(endpoints.fleet.info, { iccid })) as { profile: Obj; history: Obj[] }

beforeAll(async () => {
  const base = testContext()
  // The console's own HTTP server first, so the simulator knows where to send its notifications.
  let serveApi: ApiApp | undefined
  server = serve({
    fetch: (request) => (serveApi ? serveApi.fetch(request) : new Response(null, { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  notificationUrl = `${origin}${endpointUrl(endpoints.es2plus.handleDownloadProgressInfo)}`
  smdp = await startSmdpSimulator({
    port: 0,
    smdpAddress: 'SMDP.ROUNDTRIP.EXAMPLE',
    notify: { url: `${origin}${API_BASE_PATH}`, secret: SECRET },
    notifyRetryDelaysMs: [50, 100],
  })
  ctx = testContext({ smdpNotificationSecret: SECRET, smdp: { ...base.config.smdp, url: smdp.url } })
  await closeContext(base)
  app = createApp(ctx)
  serveApi = app
  const user = await createActiveUser(ctx)
  enterpriseId = user.enterpriseId
  token = await signIn(app, user)
  configId = await createConfig(app, token, { maxDownloadAttempts: 2 })
}, 60_000)
afterAll(async () => {
  await smdp?.stop()
  server?.close()
  await closeContext(ctx)
})

async function generate(extra: Obj = {}) {
  const row = profileRows(1)[0] ?? { iccid: '', imsi: '', ki: '', opc: '' }
  const generated = await post(endpoints.generation.single, { ...row, configId, ...extra })
  return { iccid: row.iccid, ac: String(generated.ac), row }
}

describe('round trips through the SM-DP+ simulator', () => {
  it(
    'generate -> download and install -> INSTALLED, logged, counted; then disabled, enabled, deleted',
    async () => {
      const today = Date.now()
      const names = [dayCounter('downloads', today), dayCounter('installations', today)]
      const before = await readCounters(ctx, enterpriseId, names)
      const { iccid, ac } = await generate()
      const played = await device('download', { activationCode: ac })
      expect(played.status).toBe(200)
      const installed = await eventually(async () => {
        const detail = await profileOf(iccid)
        return detail.profile.status === 'INSTALLED' ? detail : undefined
      })
      const events = installed.history.filter((h) => h.action === 'STATUS').map((h) => h.after)
      expect(events).toEqual(expect.arrayContaining(['DOWNLOADED', 'INSTALLED']))
      const after = await readCounters(ctx, enterpriseId, names)
      const moved = (name = '') => (after.get(name) ?? 0) - (before.get(name) ?? 0)
      expect([moved(names[0]), moved(names[1])]).toEqual([1, 1])

      // On the device: disabled, enabled again, then deleted; the fleet follows each.
      for (const [action, status] of [
        ['disable', 'DISABLED'],
        ['enable', 'ENABLED'],
      ] as const) {
        expect((await device(action, { iccid })).status).toBe(200)
        await eventually(async () => ((await profileOf(iccid)).profile.status === status ? true : undefined))
      }

      // The same notification delivered again (an SM-DP+ retry) changes nothing.
      const logged = (await profileOf(iccid)).history.length
      const sent = smdp.notifier.recent().filter((s) => s.notification.iccid === iccid)
      const download = sent.find((s) => s.notification.notificationPointId === 3)?.notification
      const repeat = await fetch(notificationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [NOTIFICATION_SECRET_HEADER]: SECRET },
        body: JSON.stringify(download),
      })
      expect(repeat.status).toBe(204)
      const again = await readCounters(ctx, enterpriseId, names)
      expect(again.get(names[0] ?? '')).toBe(after.get(names[0] ?? ''))
      expect((await profileOf(iccid)).history.length).toBe(logged)

      // Without the secret the console refuses, and nothing moves.
      const refused = await fetch(notificationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(download),
      })
      expect(refused.status).toBe(401)

      expect((await device('delete', { iccid })).status).toBe(200)
      await eventually(async () => ((await profileOf(iccid)).profile.status === 'DELETED' ? true : undefined))
    },
    waiting(...Array(4).fill(PIPELINE_WAIT_MS)),
  )

  it(
    'EID push -> the device finds it by EID and downloads -> the push is DOWNLOADED',
    async () => {
      const { iccid } = await generate()
      const eid = validEid(9090)
      await post(endpoints.eidPush.push, { iccid, eid })
      expect((await device('download', { eid })).status).toBe(200)
      const push = await eventually(async () => {
        const list = (await post(endpoints.eidPush.list, {})).list as Obj[]
        const mine = list.find((p) => p.iccid === iccid)
        return mine?.status === 'DOWNLOADED' ? mine : undefined
      })
      expect(push).toMatchObject({ eid, status: 'DOWNLOADED' })
    },
    waiting(PIPELINE_WAIT_MS),
  )

  it(
    'a push the SM-DP+ refuses after cancelling the order leaves the profile a new working AC',
    async () => {
      const { iccid, ac } = await generate()
      const usage = await call(app, endpoints.eidPush.usage, { token })
      const usedBefore = (usage.body.obj as { used: number }).used
      const real = ctx.smdp.downloadOrder
      // The SM-DP+ refuses the order for the EID (an edge fake); everything else is the simulator.
      ctx.smdp.downloadOrder = async (input) => {
        if (input.eid) {
          throw new SmdpError({
            code: ErrorCode.SMDP_EID_MISMATCH,
            message: 'EID refused',
            operation: 'downloadOrder',
          })
        }
        return real(input)
      }
      try {
        const refused = await call(app, endpoints.eidPush.push, {
          token,
          body: { iccid, eid: validEid(7070) },
        })
        expect(refused.body).toMatchObject({ success: false, code: ErrorCode.SMDP_EID_MISMATCH })
      } finally {
        ctx.smdp.downloadOrder = real
      }
      const { profile } = await profileOf(iccid)
      expect(profile.ac).not.toBe(ac)
      expect((await device('download', { activationCode: String(profile.ac) })).status).toBe(200)
      await eventually(async () =>
        (await profileOf(iccid)).profile.status === 'INSTALLED' ? true : undefined,
      )
      // The refused push gave its use back.
      expect((await call(app, endpoints.eidPush.usage, { token })).body.obj).toMatchObject({
        used: usedBefore,
      })
    },
    waiting(PIPELINE_WAIT_MS),
  )

  it(
    'a download past the configuration’s max attempts arrives as a failure with its reason',
    async () => {
      const { iccid, ac } = await generate()
      // Two attempts fail during the download (the configuration allows 2); the third is refused at eligibility.
      for (let i = 0; i < 2; i++)
        expect((await device('download', { activationCode: ac, failAt: 'download' })).status).toBe(200)
      await device('download', { activationCode: ac })
      const failed = await eventually(async () => {
        const { profile } = await profileOf(iccid)
        return String(profile.lastFailure ?? '').includes('reason 6.4') ? profile : undefined
      })
      expect(failed).toMatchObject({
        status: 'RELEASED',
        lastFailure: expect.stringMatching(/Eligibility.*subject 8\.8\.5, reason 6\.4/),
      })
    },
    waiting(PIPELINE_WAIT_MS),
  )

  it(
    'a second download past the configuration’s re-downloads (0 here) is refused at eligibility',
    async () => {
      const { iccid, ac } = await generate()
      // Downloaded, then the installation failed: the order is open again, but a new download is a re-download.
      expect((await device('download', { activationCode: ac, failAt: 'installation' })).status).toBe(200)
      await device('download', { activationCode: ac })
      const refused = await eventually(async () => {
        const { profile } = await profileOf(iccid)
        return String(profile.lastFailure ?? '').includes('re-downloads') ? profile : undefined
      })
      expect(refused).toMatchObject({
        status: 'DOWNLOADED',
        lastFailure: expect.stringMatching(/Eligibility.*re-downloads/),
      })
    },
    waiting(PIPELINE_WAIT_MS),
  )

  it('recycle -> CancelOrder on the SM-DP+ -> the ICCID can be generated again', async () => {
    const { iccid, row } = await generate()
    expect(await post(endpoints.fleet.recycle, { iccids: [iccid] })).toMatchObject({ updated: 1 })
    const onSmdp = await fetch(`${smdp.url}/simulator/v1/profiles/${iccid}`).then(
      (r) => r.json() as Promise<Obj>,
    )
    expect(onSmdp.state).toBe('available')
    const again = await post(endpoints.generation.single, { ...row, configId })
    expect(again.iccid).toBe(iccid)
    expect((await profileOf(iccid)).profile).toMatchObject({ status: 'RELEASED', recycleStatus: 'NONE' })
  })
})
