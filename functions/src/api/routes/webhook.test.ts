import { endpoints, WEBHOOK_RETRY_DELAYS_MS } from '@simlessly/shared'
import { NOTIFICATION_SECRET_HEADER } from '@simlessly/shared/esim/es2plus'
import { Webhook } from 'standardwebhooks'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { addMember, setPlanFeatures } from '../../../test/accounts.ts'
import { type Answer, call, endpointUrl, signedInUser, signIn } from '../../../test/api.ts'
import { createConfig, profileRows } from '../../../test/generation.ts'
import { fileContext, isolatedContext, testContext } from '../../../test/helpers.ts'
import { ownQueue } from '../../../test/own-queue.ts'
import { type Receiver, startReceiver } from '../../../test/webhook-receiver.ts'
import { isPrivateAddress } from '../../adapters/webhook-sender.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { ATTEMPT_LEASE_MS, claim } from '../../domain/webhook/delivery-records.ts'
import { QUEUED_GRACE_MS, queueAttempts } from '../../domain/webhook/publish.ts'
import { sweepWebhookDeliveries } from '../../domain/webhook/sweep.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * Webhooks through the API and the production worker: endpoints made and changed by members holding
 * Api_Key_Manage, deliveries signed per Standard Webhooks and verified by a real receiver on loopback with
 * the standardwebhooks library, the retry schedule (driven by moving the process clock and running the
 * scheduled job), 410 disabling the endpoint, secret rotation signing with both secrets, and an SM-DP+
 * notification published as profile.downloaded. Jobs go to a queue of this file's own, drained here, so
 * the test stack's worker does not attempt them on its own clock, and live on a table of its own.
 */
const SECRET = 'notification-secret-for-webhook-tests'
let ctx: AppContext
let app: ApiApp
let queue: Awaited<ReturnType<typeof ownQueue>>
let receiver: Receiver

type Owner = Awaited<ReturnType<typeof signedInUser>>
type Endpoint = { endpointId: string; status: string; disabledReason: string | null }
type Delivery = {
  deliveryId: string
  eventId: string
  eventType: string
  status: string
  nextAttemptAt: number | null
  attempts: { statusCode: number | null; excerpt: string }[]
  payload: string
}

beforeAll(async () => {
  // The queue is made with the worker's clients; the file's context below sends to it.
  queue = await ownQueue(fileContext())
  // A table of its own: the scheduled job it runs sweeps the whole table, and would take (and send) the
  // deliveries of files running beside it on the shared one.
  ctx = await isolatedContext({
    workQueueUrl: queue.url,
    webhookQueueUrl: queue.url,
    smdpNotificationSecret: SECRET,
  })
  ctx.now = () => Date.now()
  app = createApp(ctx)
  receiver = await startReceiver()
})
afterEach(() => {
  vi.useRealTimers()
  receiver.state.answer = () => 200
})
afterAll(async () => {
  await queue.close(ctx)
  await receiver.close()
  closeContext(ctx)
})

const drain = () => queue.drain(ctx)

/** An owner whose plan includes the developer API. */
async function apiOwner(): Promise<Owner> {
  const owner = await signedInUser(app, ctx)
  await setPlanFeatures(ctx, owner.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
  return owner
}

async function ok<T>(answer: Promise<Answer>): Promise<T> {
  const { body } = await answer
  if (!body.success) throw new Error(body.msg)
  return body.obj as T
}

async function addEndpoint(owner: Owner, body: Record<string, unknown> = {}) {
  const made = await ok<{ endpoint: Endpoint; secret: string }>(
    call(app, endpoints.webhook.add, {
      token: owner.token,
      body: { url: receiver.url, events: ['profile.downloaded', 'batch.completed'], ...body },
    }),
  )
  receiver.state.secrets.push(made.secret)
  return made
}

const deliveries = (owner: Owner, endpointId: string) =>
  ok<{ list: Delivery[]; next: string | null }>(
    call(app, endpoints.webhook.deliveries, { token: owner.token, body: { endpointId } }),
  )

const sendTest = (owner: Owner, endpointId: string) =>
  ok<Delivery>(call(app, endpoints.webhook.test, { token: owner.token, body: { endpointId } }))

/** Moves the process clock (Date only: timers and the AWS SDK's sockets run on). */
function setClock(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(at)
}

describe('webhook endpoints', () => {
  it('answers the secret once, lists endpoints without it, and keeps it sealed', async () => {
    const owner = await apiOwner()
    const { endpoint, secret } = await addEndpoint(owner, { description: 'Order system' })
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    expect(endpoint).toMatchObject({ status: 'ENABLED', disabledReason: null, previousSecretUntil: null })
    const list = await call(app, endpoints.webhook.list, { token: owner.token, body: {} })
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6))
    expect(list.body.obj).toMatchObject({ list: [{ description: 'Order system', url: receiver.url }] })
    const { data } = await ctx.entities.webhookEndpoint
      .get({ enterpriseId: owner.enterpriseId, ...endpoint })
      .go()
    expect(JSON.stringify(data)).not.toContain(secret.slice(6))
  })

  it('refuses bad input with field messages, a plan without the API, a viewer, and another tenant', async () => {
    const owner = await apiOwner()
    const bad = await call(app, endpoints.webhook.add, {
      token: owner.token,
      body: { url: 'ftp://example.com/x', events: [] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toMatch(/http or https URL/)
    expect(bad.body.msg).toMatch(/Choose at least one event/)

    const basic = await signedInUser(app, ctx)
    await setPlanFeatures(ctx, basic.enterpriseId, [])
    const refused = await call(app, endpoints.webhook.add, {
      token: basic.token,
      body: { url: receiver.url, events: ['batch.completed'] },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.msg).toMatch(/does not include the developer API; .* to use webhooks/)

    const { endpoint } = await addEndpoint(owner)
    const viewer = await signIn(
      app,
      await addMember(ctx, { enterpriseId: owner.enterpriseId, permissions: ['Developer_View'] }),
    )
    expect((await call(app, endpoints.webhook.list, { token: viewer, body: {} })).status).toBe(200)
    const test = await call(app, endpoints.webhook.test, { token: viewer, body: endpoint })
    expect(test.status).toBe(403)

    const other = await apiOwner()
    for (const route of [endpoints.webhook.test, endpoints.webhook.remove, endpoints.webhook.deliveries]) {
      const answer = await call(app, route, { token: other.token, body: { endpointId: endpoint.endpointId } })
      expect([route.path, answer.status]).toEqual([route.path, 404])
    }
  })

  it('refuses private, loopback and link-local receivers where the configuration says so', async () => {
    const strict = testContext({ webhooks: { allowPrivateUrls: false } })
    const strictApp = createApp(strict)
    const owner = await signedInUser(strictApp, strict)
    await setPlanFeatures(strict, owner.enterpriseId, ['DEVELOPER_API'])
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://10.1.2.3/x',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
      'http://localhost/x',
      // IPv6 forms of private IPv4 (NAT64, 6to4, Teredo, compatible, SIIT) and old private IPv6 ranges.
      ...['64:ff9b::a9fe:a9fe', '64:ff9b::7f00:1', '64:ff9b:1::7f00:1', '2002:7f00:1::', '2001::7f00:1'].map(
        (host) => `http://[${host}]/x`,
      ),
      ...['::7f00:1', '::127.0.0.1', '::ffff:0:7f00:1', 'fec0::1', '100::1'].map(
        (host) => `http://[${host}]/x`,
      ),
    ]) {
      const answer = await call(strictApp, endpoints.webhook.add, {
        token: owner.token,
        body: { url, events: ['batch.completed'] },
      })
      expect([url, answer.status]).toEqual([url, 400])
      expect(answer.body.msg).toMatch(/private, loopback or link-local/)
    }
    closeContext(strict)
    expect(isPrivateAddress('::ffff:192.168.1.1')).toBe(true)
    expect(isPrivateAddress('100.64.0.1')).toBe(true)
    expect(isPrivateAddress('203.0.113.7')).toBe(false)
    expect(isPrivateAddress('2001:db8::1')).toBe(false)
  })
})

describe('deliveries', () => {
  it('sends a test event signed per Standard Webhooks and logs the attempt', async () => {
    const owner = await apiOwner()
    const { endpoint } = await addEndpoint(owner)
    // Nothing is sent in the request: a receiver that hangs cannot slow the console.
    const queued = await sendTest(owner, endpoint.endpointId)
    expect(queued).toMatchObject({ eventType: 'webhook.test', status: 'PENDING', attempts: [] })
    await drain()
    const got = receiver.received.filter((r) => r.id === queued.eventId)
    expect(got).toHaveLength(1)
    expect(got[0]).toMatchObject({ verified: true, answered: 200 })
    expect(JSON.parse(got[0]?.body ?? '')).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: endpoint.endpointId },
    })
    const { list } = await deliveries(owner, endpoint.endpointId)
    expect(list[0]).toMatchObject({
      deliveryId: queued.deliveryId,
      status: 'SUCCEEDED',
      nextAttemptAt: null,
      attempts: [{ statusCode: 200, excerpt: 'thanks' }],
    })
  })

  it('retries on the schedule: fails three times, then delivered once with four attempts logged', async () => {
    const owner = await apiOwner()
    const { endpoint } = await addEndpoint(owner)
    let calls = 0
    receiver.state.answer = () => (++calls <= 3 ? 500 : 204)
    const start = Date.now()
    setClock(start)
    const queued = await sendTest(owner, endpoint.endpointId)
    await drain()
    // Each retry is due WEBHOOK_RETRY_DELAYS_MS after the first attempt. The clock is moved past it and
    // past the grace the scheduled job gives a retry already on the queue (SQS's delay runs on real time).
    for (const [step, delay] of WEBHOOK_RETRY_DELAYS_MS.slice(1, 4).entries()) {
      const [pending] = (await deliveries(owner, endpoint.endpointId)).list
      expect(pending).toMatchObject({ status: 'PENDING', nextAttemptAt: start + delay })
      expect(pending?.attempts).toHaveLength(step + 1)
      setClock(start + delay + QUEUED_GRACE_MS + 1_000)
      await sweepWebhookDeliveries(ctx)
      await drain()
    }
    const [done] = (await deliveries(owner, endpoint.endpointId)).list
    expect(done).toMatchObject({ deliveryId: queued.deliveryId, status: 'SUCCEEDED', nextAttemptAt: null })
    expect(done?.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 204])
    const got = receiver.received.filter((r) => r.id === queued.eventId)
    expect(got.map((r) => [r.verified, r.answered])).toEqual([
      [true, 500],
      [true, 500],
      [true, 500],
      [true, 204],
    ])
    // Nothing is left to send: the scheduled job queues nothing more for it.
    setClock(start + 2 * 24 * 3_600_000)
    await sweepWebhookDeliveries(ctx)
    await drain()
    expect(receiver.received.filter((r) => r.id === queued.eventId)).toHaveLength(4)
  })

  it('sends a delivery that two messages carry once, and records one attempt', async () => {
    const owner = await apiOwner()
    const { endpoint } = await addEndpoint(owner)
    const queued = await sendTest(owner, endpoint.endpointId)
    const ref = {
      enterpriseId: owner.enterpriseId,
      endpointId: endpoint.endpointId,
      deliveryId: queued.deliveryId,
    }
    await queueAttempts(ctx, [ref])
    await drain()
    expect(receiver.received.filter((r) => r.id === queued.eventId)).toHaveLength(1)
    expect((await deliveries(owner, endpoint.endpointId)).list[0]?.attempts).toHaveLength(1)
  })

  it('lets no second message claim a delivery while an attempt runs, and takes it again once its lease is over', async () => {
    const owner = await apiOwner()
    const { endpoint } = await addEndpoint(owner)
    const start = Date.now()
    setClock(start)
    const queued = await sendTest(owner, endpoint.endpointId)
    const ref = {
      enterpriseId: owner.enterpriseId,
      endpointId: endpoint.endpointId,
      deliveryId: queued.deliveryId,
    }
    const read = async () => {
      const { data } = await ctx.entities.webhookDelivery.get(ref).go({ consistent: true })
      if (!data) throw new Error('the delivery is gone')
      return data
    }
    expect(await claim(ctx, [await read()])).toHaveLength(1)
    // A second message read the delivery after that claim (attempt 1, still pending): it must not send too.
    expect(await claim(ctx, [await read()])).toEqual([])
    // The first worker died: once its lease is over, the delivery is taken again.
    setClock(start + ATTEMPT_LEASE_MS + 1)
    expect(await claim(ctx, [await read()])).toHaveLength(1)
  })

  it('disables the endpoint when the receiver answers 410 Gone, and redelivers once enabled', async () => {
    const owner = await apiOwner()
    const { endpoint } = await addEndpoint(owner)
    receiver.state.answer = () => 410
    const queued = await sendTest(owner, endpoint.endpointId)
    await drain()
    const { list } = await ok<{ list: Endpoint[] }>(
      call(app, endpoints.webhook.list, { token: owner.token, body: {} }),
    )
    expect(list[0]).toMatchObject({ status: 'DISABLED', disabledReason: expect.stringMatching(/410 Gone/) })
    expect((await deliveries(owner, endpoint.endpointId)).list[0]).toMatchObject({ status: 'FAILED' })
    const refused = await call(app, endpoints.webhook.test, { token: owner.token, body: endpoint })
    expect(refused.body.msg).toBe('Enable the endpoint to send it a test event')

    receiver.state.answer = () => 200
    await ok(
      call(app, endpoints.webhook.update, { token: owner.token, body: { ...endpoint, enabled: true } }),
    )
    const again = await ok<Delivery>(
      call(app, endpoints.webhook.redeliver, {
        token: owner.token,
        body: { endpointId: endpoint.endpointId, deliveryId: queued.deliveryId },
      }),
    )
    expect(again).toMatchObject({ status: 'PENDING', eventId: queued.eventId })
    await drain()
    const [done] = (await deliveries(owner, endpoint.endpointId)).list
    expect(done?.attempts.map((a) => a.statusCode)).toEqual([410, 200])
    expect(done?.status).toBe('SUCCEEDED')
  })

  it('signs with both secrets during a rotation, and stops sending to a paused endpoint', async () => {
    const owner = await apiOwner()
    const { endpoint, secret: old } = await addEndpoint(owner)
    const rotated = await ok<{ secret: string; endpoint: { previousSecretUntil: number } }>(
      call(app, endpoints.webhook.rotate, { token: owner.token, body: { ...endpoint, graceHours: 24 } }),
    )
    expect(rotated.secret).not.toBe(old)
    expect(rotated.endpoint.previousSecretUntil).toBeGreaterThan(Date.now())
    const queued = await sendTest(owner, endpoint.endpointId)
    await drain()
    const [got] = receiver.received.filter((r) => r.id === queued.eventId)
    const headers = got?.headers as Record<string, string>
    expect(String(headers['webhook-signature']).split(' ')).toHaveLength(2)
    for (const secret of [old, rotated.secret]) {
      expect(() => new Webhook(secret).verify(got?.body ?? '', headers)).not.toThrow()
    }

    await ok(
      call(app, endpoints.webhook.update, { token: owner.token, body: { ...endpoint, enabled: false } }),
    )
    const paused = await call(app, endpoints.webhook.test, { token: owner.token, body: endpoint })
    expect(paused.status).toBe(409)
  })

  it('sends nothing once the plan loses the developer API, and says so in the log', async () => {
    const owner = await apiOwner()
    const { endpoint } = await addEndpoint(owner)
    const queued = await sendTest(owner, endpoint.endpointId)
    await setPlanFeatures(ctx, owner.enterpriseId, ['EID_PUSH'])
    await drain()
    expect(receiver.received.filter((r) => r.id === queued.eventId)).toHaveLength(0)
    const [closed] = (await deliveries(owner, endpoint.endpointId)).list
    expect(closed).toMatchObject({
      status: 'FAILED',
      attempts: [
        { statusCode: null, excerpt: "Not sent: the enterprise's plan does not include the developer API" },
      ],
    })
    const refused = await call(app, endpoints.webhook.test, { token: owner.token, body: endpoint })
    expect(refused.status).toBe(403)
    expect(refused.body.msg).toMatch(/to use webhooks/)
  })

  it('publishes an SM-DP+ download notification as profile.downloaded, once however often it is sent', async () => {
    const owner = await apiOwner()
    const { endpoint } = await addEndpoint(owner, { events: ['profile.downloaded'] })
    const configId = await createConfig(app, owner.token)
    const row = profileRows(1)[0] ?? { iccid: '', imsi: '', ki: '', opc: '' }
    await ok(call(app, endpoints.generation.single, { token: owner.token, body: { ...row, configId } }))
    const notification = {
      header: {
        functionRequesterIdentifier: 'smdp.example.com',
        functionCallIdentifier: crypto.randomUUID(),
      },
      iccid: row.iccid,
      profileType: 'Test profile',
      timestamp: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
      notificationPointId: 3,
      notificationPointStatus: { status: 'Executed-Success' },
    }
    for (let i = 0; i < 2; i++) {
      const answer = await app.request(endpointUrl(endpoints.es2plus.handleDownloadProgressInfo), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [NOTIFICATION_SECRET_HEADER]: SECRET },
        body: JSON.stringify(notification),
      })
      expect(answer.status).toBe(204)
    }
    await drain()
    const { list } = await deliveries(owner, endpoint.endpointId)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ eventType: 'profile.downloaded', status: 'SUCCEEDED' })
    const got = receiver.received.filter((r) => r.id === list[0]?.eventId)
    expect(got).toHaveLength(1)
    expect(JSON.parse(got[0]?.body ?? '')).toMatchObject({
      type: 'profile.downloaded',
      data: { iccid: row.iccid, configId, notificationPointId: 3 },
    })
  })
})
