import { endpoints } from '@simlessly/shared'
import { NOTIFICATION_SECRET_HEADER } from '@simlessly/shared/esim/es2plus'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setPlanFeatures } from '../../../test/accounts.ts'
import { call, endpointUrl, signedInUser } from '../../../test/api.ts'
import { BATCH_WAIT_MS, PIPELINE_WAIT_MS, waiting } from '../../../test/budget.ts'
import { createConfig, profileRows, waitForBatch } from '../../../test/generation.ts'
import { eventually, testContext } from '../../../test/helpers.ts'
import { type Receiver, startReceiver } from '../../../test/webhook-receiver.ts'
import { type ApiApp, createApp } from '../../api/app.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { dayCounter } from '../counter.ts'

/**
 * Events published where they happen, delivered by the test stack's own worker and webhook queue (as under
 * `npm start`) to a receiver that verifies every signature: a batch's completion, and the quota's 80 % and
 * 100 % marks, each once however many downloads pass them.
 */
const SECRET = 'notification-secret-for-event-tests'
let ctx: AppContext
let app: ApiApp
let receiver: Receiver
let owner: Awaited<ReturnType<typeof signedInUser>>
let configId: string

const ok = async <T>(answer: Promise<{ body: { success: boolean; msg: string; obj: unknown } }>) => {
  const { body } = await answer
  if (!body.success) throw new Error(body.msg)
  return body.obj as T
}

/** The verified events of a type the receiver holds, by their payload. */
const received = (type: string) =>
  receiver.received
    .filter((r) => r.verified)
    .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
    .filter((event) => event.type === type)

beforeAll(async () => {
  ctx = testContext({ smdpNotificationSecret: SECRET })
  app = createApp(ctx)
  receiver = await startReceiver()
  owner = await signedInUser(app, ctx)
  await setPlanFeatures(ctx, owner.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
  configId = await createConfig(app, owner.token)
  const { secret } = await ok<{ secret: string }>(
    call(app, endpoints.webhook.add, {
      token: owner.token,
      body: { url: receiver.url, events: ['batch.completed', 'quota.reached_80', 'quota.reached_100'] },
    }),
  )
  receiver.state.secrets.push(secret)
}, 60_000)
afterAll(async () => {
  await receiver.close()
  closeContext(ctx)
})

async function download(iccid: string) {
  const answer = await app.request(endpointUrl(endpoints.es2plus.handleDownloadProgressInfo), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [NOTIFICATION_SECRET_HEADER]: SECRET },
    body: JSON.stringify({
      header: {
        functionRequesterIdentifier: 'smdp.example.com',
        functionCallIdentifier: crypto.randomUUID(),
      },
      iccid,
      profileType: 'Test profile',
      timestamp: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
      notificationPointId: 3,
      notificationPointStatus: { status: 'Executed-Success' },
    }),
  })
  expect(answer.status).toBe(204)
}

describe('published events', () => {
  it(
    'sends batch.completed with the batch counts once the batch completes',
    async () => {
      const rows = [...profileRows(2), { ...profileRows(1)[0], imsi: 'x' }]
      const { batchCode } = await ok<{ batchCode: string }>(
        call(app, endpoints.generation.rowsBatch, {
          token: owner.token,
          body: { configId, formats: ['STRING'], rows },
        }),
      )
      await waitForBatch(app, owner.token, batchCode)
      const [event] = await eventually(async () => {
        const events = received('batch.completed').filter((e) => e.data.batchCode === batchCode)
        return events.length ? events : undefined
      })
      expect(event?.data).toMatchObject({ batchCode, total: 3, succeeded: 2, failed: 1, problem: null })
    },
    waiting(BATCH_WAIT_MS, PIPELINE_WAIT_MS),
  )

  it(
    'sends quota.reached_80 and quota.reached_100 once each, when downloads pass them',
    async () => {
      const { downloads } = await ok<{ downloads: { total: number } }>(
        call(app, endpoints.plan.queryOrder, { token: owner.token, body: {} }),
      )
      expect(downloads.total).toBeGreaterThan(4)
      // The period's downloads so far, as if the SM-DP+ had reported them: one short of 80 %, then, once 80 %
      // is passed, one short of 100 %; a download passes each, and one more passes neither again.
      const addDownloads = (count: number) =>
        ctx.entities.counter
          .update({ enterpriseId: owner.enterpriseId, name: dayCounter('downloads', Date.now()) })
          .add({ count })
          .go()
      const before = Math.ceil(downloads.total * 0.8) - 1
      await addDownloads(before)
      const [toEighty, toHundred, past] = profileRows(3)
      for (const row of [toEighty, toHundred, past]) {
        await ok(call(app, endpoints.generation.single, { token: owner.token, body: { ...row, configId } }))
      }
      await download(String(toEighty?.iccid))
      await eventually(async () => (received('quota.reached_80').length > 0 ? true : undefined))
      await addDownloads(downloads.total - 1 - (before + 1))
      await download(String(toHundred?.iccid))
      await download(String(past?.iccid))
      await eventually(async () => (received('quota.reached_100').length > 0 ? true : undefined))
      const [eighty, hundred] = [received('quota.reached_80'), received('quota.reached_100')]
      expect(eighty).toHaveLength(1)
      expect(hundred).toHaveLength(1)
      expect(eighty[0]?.data).toMatchObject({ percent: 80, total: downloads.total, used: before + 1 })
      expect(hundred[0]?.data).toMatchObject({ percent: 100, total: downloads.total, used: downloads.total })
    },
    waiting(PIPELINE_WAIT_MS, PIPELINE_WAIT_MS),
  )
})
