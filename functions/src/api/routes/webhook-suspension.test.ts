import { type Endpoint, endpoints } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setPlanFeatures } from '../../../test/accounts.ts'
import { call, signedInUser, signIn } from '../../../test/api.ts'
import { createConfig, profileRows } from '../../../test/generation.ts'
import { fileContext, testContext } from '../../../test/helpers.ts'
import { NOTIFICATION_SECRET, notify } from '../../../test/insights.ts'
import { ownQueue } from '../../../test/own-queue.ts'
import { type Receiver, startReceiver } from '../../../test/webhook-receiver.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { ensurePlatformAdmin } from '../../domain/auth/admin.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * A suspended enterprise's webhooks stop: deliveries queued before the suspension and events its devices
 * still cause during it (an SM-DP+ notification lands) are closed as not sent, through the production
 * worker and a real receiver; once reactivated, its next events are delivered again.
 */
const admin = { email: 'webhook-suspension-admin@example.com', password: 'Suspend-Admin-9!' }
let ctx: AppContext
let app: ApiApp
let queue: Awaited<ReturnType<typeof ownQueue>>
let receiver: Receiver
let adminToken: string

beforeAll(async () => {
  // The queue is made with the worker's clients; the file's context below sends to it.
  queue = await ownQueue(fileContext())
  ctx = testContext({
    workQueueUrl: queue.url,
    webhookQueueUrl: queue.url,
    smdpNotificationSecret: NOTIFICATION_SECRET,
  })
  ctx.config = { ...ctx.config, admin }
  app = createApp(ctx)
  receiver = await startReceiver()
  await ensurePlatformAdmin(ctx)
  adminToken = await signIn(app, admin)
})
afterAll(async () => {
  await queue.close(ctx)
  await receiver.close()
  closeContext(ctx)
})

type Delivery = { eventId: string; eventType: string; status: string; attempts: { excerpt: string }[] }

async function ok<T>(answer: Promise<{ body: { success: boolean; msg: string; obj?: unknown } }>) {
  const { body } = await answer
  if (!body.success) throw new Error(body.msg)
  return body.obj as T
}

const NOT_SENT = "Not sent: the enterprise's account is suspended"

describe("a suspended enterprise's webhooks", () => {
  it('are not sent while it is suspended, and are again once it is reactivated', async () => {
    const owner = await signedInUser(app, ctx)
    await setPlanFeatures(ctx, owner.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
    const added = await ok<{ endpoint: { endpointId: string }; secret: string }>(
      call(app, endpoints.webhook.add, {
        token: owner.token,
        body: { url: receiver.url, events: ['profile.downloaded', 'profile.installed'] },
      }),
    )
    receiver.state.secrets.push(added.secret)
    const { endpointId } = added.endpoint
    const configId = await createConfig(app, owner.token)
    const [row = { iccid: '', imsi: '', ki: '', opc: '' }] = profileRows(1)
    await ok(call(app, endpoints.generation.single, { token: owner.token, body: { ...row, configId } }))
    const list = async () =>
      (
        await ok<{ list: Delivery[] }>(
          call(app, endpoints.webhook.deliveries, { token: owner.token, body: { endpointId } }),
        )
      ).list
    const received = (eventId: string | undefined) => receiver.received.filter((r) => r.id === eventId)
    const setStatus = (endpoint: Endpoint) =>
      ok(call(app, endpoint, { token: adminToken, body: { enterpriseId: owner.enterpriseId } }))

    // Queued before the suspension, attempted after it.
    const queued = await ok<Delivery>(
      call(app, endpoints.webhook.test, { token: owner.token, body: { endpointId } }),
    )
    await setStatus(endpoints.adminClient.suspend)
    // The device still downloads its profile: the notification lands, its event is not sent.
    expect(await notify(app, row.iccid, 3, Date.now())).toBe(204)
    await queue.drain(ctx)
    expect(received(queued.eventId)).toEqual([])

    // Reactivated (its deliveries read again): what came due while suspended was closed, not sent.
    await setStatus(endpoints.adminClient.reactivate)
    const during = await list()
    expect(during.map((d) => d.eventType).sort()).toEqual(['profile.downloaded', 'webhook.test'])
    for (const delivery of during) {
      expect(delivery).toMatchObject({ status: 'FAILED', attempts: [{ excerpt: NOT_SENT }] })
      expect(received(delivery.eventId)).toEqual([])
    }
    expect(await notify(app, row.iccid, 4, Date.now())).toBe(204)
    await queue.drain(ctx)
    const installed = (await list()).find((d) => d.eventType === 'profile.installed')
    expect(installed).toMatchObject({ status: 'SUCCEEDED' })
    expect(received(installed?.eventId).map((r) => [r.verified, r.answered])).toEqual([[true, 200]])
  })
})
