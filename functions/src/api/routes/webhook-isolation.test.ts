import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { endpoints, WEBHOOK_TIMEOUT_MS } from '@simlessly/shared'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { setPlanFeatures } from '../../../test/accounts.ts'
import { type Answer, call, signedInUser } from '../../../test/api.ts'
import { PIPELINE_WAIT_MS, waiting } from '../../../test/budget.ts'
import { type HangingReceiver, startHangingReceiver } from '../../../test/hanging-receiver.ts'
import { eventually, fileContext, testContext } from '../../../test/helpers.ts'
import { ownQueue } from '../../../test/own-queue.ts'
import { type Receiver, startReceiver } from '../../../test/webhook-receiver.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { ENDPOINT_SENDING_SLOTS } from '../../domain/webhook/endpoint-lane.ts'
import { type Poller, startPoller } from '../../local/poller.ts'
import { WEBHOOK_QUEUE } from '../../resources.ts'
import { createWorkerHandler } from '../../worker/handler.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * One tenant's hanging receiver must not hold back another tenant's deliveries. The webhook queue is
 * consumed as `npm start` consumes it (the poller, its concurrency, the production worker handler), on a
 * queue of this file's own; one receiver holds every request open, another answers at once.
 */
const HANGING_EVENTS = 30
/** A delivery behind others, or after a rest: generous, a busy machine may be slow. */
const DELIVERY_WAIT_MS = 6 * WEBHOOK_TIMEOUT_MS
let ctx: AppContext
let app: ApiApp
let queue: Awaited<ReturnType<typeof ownQueue>>
let poller: Poller | undefined
let hanging: HangingReceiver
let healthy: Receiver

beforeAll(async () => {
  // The queue is made with the worker's clients; the file's context below sends to it.
  queue = await ownQueue(fileContext())
  ctx = testContext({ workQueueUrl: queue.url, webhookQueueUrl: queue.url })
  app = createApp(ctx)
  hanging = await startHangingReceiver()
  healthy = await startReceiver()
})
afterAll(async () => {
  await hanging.close()
  await poller?.stop()
  await queue.close(ctx)
  await healthy.close()
  closeContext(ctx)
})

/** The queue's consumer, as `npm start` runs it: the poller with its concurrency, the production worker. */
function consume() {
  poller ??= startPoller({
    sqs: ctx.aws.sqs,
    queueUrl: queue.url,
    queueArn: 'arn:aws:sqs:us-east-1:000000000000:webhook-isolation',
    region: ctx.config.region,
    handler: createWorkerHandler(ctx),
    logger: { error: () => {} },
    waitTimeSeconds: 0,
    concurrency: WEBHOOK_QUEUE.concurrency,
  })
}

async function ok<T>(answer: Promise<Answer>): Promise<T> {
  const { body } = await answer
  if (!body.success) throw new Error(body.msg)
  return body.obj as T
}

/** A tenant whose plan has the developer API, with one endpoint at `url`. */
async function tenantWithEndpoint(url: string) {
  const owner = await signedInUser(app, ctx)
  await setPlanFeatures(ctx, owner.enterpriseId, ['DEVELOPER_API'])
  const made = await ok<{ endpoint: { endpointId: string }; secret: string }>(
    call(app, endpoints.webhook.add, { token: owner.token, body: { url, events: ['batch.completed'] } }),
  )
  const sendTest = () =>
    ok<{ eventId: string; deliveryId: string }>(
      call(app, endpoints.webhook.test, { token: owner.token, body: made.endpoint }),
    )
  return { owner, endpointId: made.endpoint.endpointId, secret: made.secret, sendTest }
}

it(
  "delivers a tenant's test event while another tenant's receiver holds its requests open",
  async () => {
    const slow = await tenantWithEndpoint(hanging.url)
    const quick = await tenantWithEndpoint(healthy.url)
    healthy.state.secrets.push(quick.secret)

    // 30 test events for the hanging receiver, then one for the healthy one, all queued before the consumer
    // starts, so the healthy job is behind every hanging one however slowly this machine queues them.
    for (let i = 0; i < HANGING_EVENTS; i++) await slow.sendTest()
    const { eventId } = await quick.sendTest()
    consume()
    // Generous: a busy machine may be slow, and the isolation is asserted by what the hanging receiver
    // still holds when the delivery arrives, not by how long it took.
    await eventually(
      async () => (healthy.received.some((r) => r.id === eventId) && hanging.held() > 0 ? true : undefined),
      DELIVERY_WAIT_MS,
    )

    // The sender has given up on none of the hanging requests yet: the healthy delivery did not wait for
    // their timeouts.
    expect(hanging.state.abandoned).toBe(0)
    // And the hanging endpoint never had more requests in flight than its own share.
    expect(hanging.state.mostHeld).toBeLessThanOrEqual(ENDPOINT_SENDING_SLOTS)
    expect(healthy.received.filter((r) => r.id === eventId).map((r) => r.verified)).toEqual([true])
  },
  waiting(DELIVERY_WAIT_MS),
)

it(
  'rests an endpoint whose receiver does not answer, postponing its deliveries without spending attempts',
  async () => {
    // A port nobody listens on: the connection is refused at once.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const tenant = await tenantWithEndpoint(`http://127.0.0.1:${port}/hooks`)
    consume()
    const key = { enterpriseId: tenant.owner.enterpriseId, endpointId: tenant.endpointId }
    const delivery = async (deliveryId: string) =>
      (await ctx.entities.webhookDelivery.get({ ...key, deliveryId }).go({ consistent: true })).data

    const first = await tenant.sendTest()
    const resting = await eventually(async () => {
      const { data } = await ctx.entities.webhookEndpoint.get(key).go({ consistent: true })
      return data?.backoffLevel === undefined ? undefined : data
    })
    expect(resting).toMatchObject({ backoffLevel: 1, backoffUntil: expect.any(Number) })
    expect((await delivery(first.deliveryId))?.attempts).toMatchObject([
      { excerpt: expect.stringMatching(/^Could not connect/) },
    ])

    // While it rests, a new event's delivery waits for the rest's end and is not attempted. The rest lasts
    // 10 s of the context's clock, which is held just inside it meanwhile: on a busy machine the rest ended
    // before the delivery was taken, which was then attempted and not postponed (seen once with both cores
    // loaded). The postponed job comes back each second while the clock is held, and is postponed again.
    const clock = ctx.now
    ctx.now = () => (resting?.backoffUntil ?? 0) - 1
    const second = await tenant
      .sendTest()
      .then(async (sent) => {
        const postponed = await eventually(async () => {
          const d = await delivery(sent.deliveryId)
          return d?.nextAttemptAt === resting?.backoffUntil ? d : undefined
        })
        expect(postponed).toMatchObject({ status: 'PENDING', attemptCount: 0, attempts: [] })
        return sent
      })
      .finally(() => {
        ctx.now = clock
      })

    // The receiver comes up: after the rest both are delivered, and the endpoint rests no more.
    const receiver = createServer((req, res) => req.resume().on('end', () => res.end('ok')))
    await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve))
    try {
      for (const { deliveryId } of [first, second]) {
        await eventually(
          async () => ((await delivery(deliveryId))?.status === 'SUCCEEDED' ? true : undefined),
          DELIVERY_WAIT_MS,
        )
      }
      const { data: answered } = await ctx.entities.webhookEndpoint.get(key).go({ consistent: true })
      expect(answered?.backoffLevel).toBeUndefined()
      expect((await delivery(second.deliveryId))?.attempts.map((a) => a.statusCode)).toEqual([200])
    } finally {
      receiver.closeAllConnections()
      await new Promise<void>((resolve) => receiver.close(() => resolve()))
    }
  },
  waiting(PIPELINE_WAIT_MS, PIPELINE_WAIT_MS, DELIVERY_WAIT_MS, DELIVERY_WAIT_MS),
)
