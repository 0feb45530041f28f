import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GetQueueUrlCommand } from '@aws-sdk/client-sqs'
import { endpoints } from '@simlessly/shared'
import { Webhook } from 'standardwebhooks'
import { createLogger } from '../../functions/src/adapters/logger.ts'
import { loadConfig } from '../../functions/src/config.ts'
import { closeContext, createContext } from '../../functions/src/context.ts'
import { publishEvents, type WebhookEvent } from '../../functions/src/domain/webhook/publish.ts'
import { webhookQueueName } from '../../functions/src/resources.ts'
import { setPlanFeatures } from '../../functions/test/accounts.ts'
import { benchOwner, callApi, startProduct } from './product.ts'
import { printResult } from './result.ts'

/**
 * 10,000 profile events delivered to one endpoint on `npm start`'s stack: the events are published as the
 * API publishes an SM-DP+ notification's (a delivery each, its job on the work queue), and the product's
 * worker signs and sends them to a receiver in this process that verifies every signature with the
 * standardwebhooks library. Timed from the first publication to the last verified delivery. Beside it, in
 * the same run, the floor: the same 10,000 signed POSTs sent straight to the receiver, 25 at a time as the
 * worker sends them, and the 30,000 single-item writes the pipeline makes (create, claim, outcome), 25 at a
 * time, on the same DynamoDB Local. Prints figures; asserts nothing.
 *
 *   npm run bench:webhooks
 */
const EVENTS = 10_000
const PUBLISH_BATCH = 100
const PARALLEL = 25

const product = await startProduct()

const verified = new Set<string>()
let duplicates = 0
let refused = 0
let secret = ''
let onVerified: (() => void) | undefined
const receiver = createServer((req, res) => {
  let body = ''
  req.setEncoding('utf8')
  req.on('data', (chunk: string) => {
    body += chunk
  })
  req.on('end', () => {
    try {
      new Webhook(secret).verify(body, req.headers as Record<string, string>)
    } catch {
      refused++
      res.statusCode = 401
      res.end()
      return
    }
    const id = String(req.headers['webhook-id'])
    if (verified.has(id)) duplicates++
    verified.add(id)
    res.end('ok')
    onVerified?.()
  })
})
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`

const allVerified = (count: number) =>
  new Promise<void>((resolve) => {
    onVerified = () => {
      if (verified.size >= count) resolve()
    }
    onVerified()
  })

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<unknown>) {
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await run(items[next++] as T)
    }),
  )
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const rate = (count: number, ms: number) => `${Math.round(count / (ms / 1000))}/s`

try {
  const { ctx: base, user, token } = await benchOwner(product)
  await setPlanFeatures(base, user.enterpriseId, ['DEVELOPER_API'])
  closeContext(base)
  const stack = {
    LOG_LEVEL: 'SILENT',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${product.dynamodbPort}`,
    SQS_ENDPOINT: `http://127.0.0.1:${product.sqsPort}`,
  } as const
  const probe = createContext(loadConfig(stack), createLogger({ logLevel: 'SILENT' }))
  const { QueueUrl } = await probe.aws.sqs.send(
    new GetQueueUrlCommand({ QueueName: webhookQueueName(probe.config.tableName) }),
  )
  closeContext(probe)
  const ctx = createContext(
    loadConfig({ ...stack, WEBHOOK_QUEUE_URL: QueueUrl }),
    createLogger({ logLevel: 'SILENT' }),
  )

  // Floor 1: the HTTP work alone, signed and verified the same way.
  secret = `whsec_${Buffer.from('bench-floor-secret-24-byte').toString('base64')}`
  const signer = new Webhook(secret)
  const payloads = Array.from({ length: EVENTS }, (_, i) => ({
    id: `msg_floor_${i}`,
    body: JSON.stringify({ type: 'profile.downloaded', timestamp: new Date().toISOString(), data: { i } }),
  }))
  let started = performance.now()
  await inParallel(payloads, PARALLEL, async ({ id, body }) => {
    const at = new Date()
    const answer = await fetch(receiverUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signer.sign(id, at, body),
      },
      body,
    })
    await answer.text()
  })
  const httpFloor = performance.now() - started
  verified.clear()

  // Floor 2: the table writes alone.
  const floorKeys = Array.from({ length: EVENTS * 3 }, (_, i) => i)
  started = performance.now()
  await inParallel(floorKeys, PARALLEL, (i) =>
    ctx.entities.counter
      .update({ enterpriseId: `bench-floor-${i % EVENTS}`, name: 'w' })
      .add({ count: 1 })
      .go(),
  )
  const writeFloor = performance.now() - started

  // The product: one endpoint, 10,000 events.
  const made = await callApi<{ secret: string }>(product, endpoints.webhook.add, token, {
    url: receiverUrl,
    events: ['profile.downloaded'],
  })
  secret = made.secret
  const events: WebhookEvent[] = Array.from({ length: EVENTS }, (_, i) => ({
    type: 'profile.downloaded',
    source: `bench#${i}`,
    at: Date.now(),
    data: { iccid: `8988247000000${String(i).padStart(6, '0')}`, notificationPointId: 3 },
  }))
  const batches = Array.from({ length: EVENTS / PUBLISH_BATCH }, (_, i) =>
    events.slice(i * PUBLISH_BATCH, (i + 1) * PUBLISH_BATCH),
  )
  const done = allVerified(EVENTS)
  started = performance.now()
  await inParallel(batches, 4, (batch) => publishEvents(ctx, user.enterpriseId, batch))
  const published = performance.now() - started
  await done
  const delivered = performance.now() - started

  const { data } = await ctx.entities.webhookDelivery.query
    .byEndpoint({ enterpriseId: user.enterpriseId, endpointId: (await firstEndpoint()).endpointId })
    .go({ pages: 'all' })
  const succeeded = data.filter((d) => d.status === 'SUCCEEDED').length
  const attempts = data.reduce((sum, d) => sum + d.attempts.length, 0)

  console.log(`\n${EVENTS.toLocaleString('en')} profile events to one endpoint (${PARALLEL} sends at a time)`)
  console.log(
    `  published (a delivery and its job each)      ${seconds(published).padStart(8)}  ${rate(EVENTS, published)}`,
  )
  console.log(
    `  delivered and verified, from the first event ${seconds(delivered).padStart(8)}  ${rate(EVENTS, delivered)}`,
  )
  console.log(
    `  log: ${succeeded} succeeded, ${attempts} attempts; receiver: ${duplicates} repeats, ${refused} refused`,
  )
  console.log('floor, same run')
  console.log(
    `  ${EVENTS} signed POSTs, verified                 ${seconds(httpFloor).padStart(8)}  ${rate(EVENTS, httpFloor)}`,
  )
  console.log(
    `  ${EVENTS * 3} single-item writes                    ${seconds(writeFloor).padStart(8)}  ${rate(EVENTS * 3, writeFloor)}`,
  )
  printResult('webhooks', {
    events: EVENTS,
    publishedSeconds: published / 1000,
    deliveredSeconds: delivered / 1000,
    httpFloorSeconds: httpFloor / 1000,
    writeFloorSeconds: writeFloor / 1000,
    succeeded,
    repeats: duplicates,
  })
  closeContext(ctx)

  async function firstEndpoint() {
    const { data: list } = await ctx.entities.webhookEndpoint.query
      .byEnterprise({ enterpriseId: user.enterpriseId })
      .go()
    const [endpoint] = list
    if (!endpoint) throw new Error('No endpoint')
    return endpoint
  }
} finally {
  receiver.close()
  await product.stop()
}
