import { BATCH_UPLOAD_MAX_BODY_BYTES, endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { NOTIFICATION_SECRET_HEADER } from '@simlessly/shared/esim/es2plus'
import { LANGUAGE_MODULE } from '@simlessly/shared/language'
import type { SQSBatchResponse } from 'aws-lambda'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUNCTION_NAMES, type FunctionName } from '../src/lambda/env.ts'
import { EDGE_HEADERS } from '../src/resources.ts'
import { createActiveUser, setPlanFeatures } from './accounts.ts'
import { BATCH_WAIT_MS, waiting } from './budget.ts'
import { COMPLETE_CONFIG, download, parseCsv, profileRows, toCsv } from './generation.ts'
import { eventually, receivedMails } from './helpers.ts'
import { callThrough } from './lambda-bundle.ts'
import { lambdaCalls, pdfText } from './lambda-calls.ts'
import { httpAnswerOf, httpApiEvent, httpApiEventOf, scheduledEvent } from './lambda-events.ts'
import { type LambdaWorld, lambdaWorld } from './lambda-world.ts'
import { startSmdpTlsProxy } from './smdp-tls-proxy.ts'
import { startReceiver } from './webhook-receiver.ts'

/**
 * The deployed artifacts themselves: `npm run build:lambda`'s bundles, each run in a fresh Node process
 * with only its function's environment, the data key unwrapped through KMS's protocol at cold start, and
 * called with the events AWS sends (HTTP API payload 2.0, SQS batches, an EventBridge schedule, the
 * stack's invocation of the setup step). Prints each bundle's size and cold start; fails when a bundle
 * outgrows its budget.
 */
const BUDGET_BYTES: Record<FunctionName, number> = {
  api: 5_000_000,
  worker: 2_800_000,
  webhook: 2_800_000,
  'dead-letter': 2_700_000,
  schedule: 2_300_000,
  es2plus: 2_300_000,
  setup: 2_500_000,
}

let world: LambdaWorld
let receiver: Awaited<ReturnType<typeof startReceiver>>
const DAY = 86_400_000
/** What a synchronous Lambda invocation's event may weigh. */
const LAMBDA_REQUEST_BYTES = 6 * 1024 * 1024

beforeAll(async () => {
  ;[world, receiver] = await Promise.all([lambdaWorld(), startReceiver()])
}, 180_000)
afterAll(async () => {
  if (!world) return
  console.log(`Lambda bundles (cold start: a fresh process, KMS decrypt included)\n${world.report()}`)
  await Promise.all([world.close(), receiver.close()])
})

const { obj, api, signIn, batchInfo, uploadBatch, workUntil } = lambdaCalls(() => world)

describe('the Lambda bundles', { timeout: waiting(BATCH_WAIT_MS) }, () => {
  it('are each one index.mjs with its source map, within its byte budget', () => {
    expect(world.built.map((f) => f.name).sort()).toEqual([...FUNCTION_NAMES].sort())
    for (const built of world.built)
      expect(built.bytes, built.name).toBeLessThanOrEqual(BUDGET_BYTES[built.name])
  })

  it('setup: creates the seed brands and the platform admin once, however often the deploy invokes it', async () => {
    const setup = await world.bundle('setup')
    const first = await setup.invoke({ stage: 'test', deployedAt: Date.now() })
    const again = await setup.invoke('anything')
    const admin = world.secrets.admin.email
    expect(first.result).toEqual({
      brandsAdded: ['simlessly'],
      admin: { email: admin, created: true },
      clientsBackfilled: expect.any(Number),
      claimsMoved: expect.any(Number),
    })
    // The client list's backfill runs once per table: the second deploy finds it done.
    expect(again.result).toEqual({
      brandsAdded: [],
      admin: { email: admin, created: false },
      clientsBackfilled: 0,
      claimsMoved: 0,
    })
    const { data: users } = await world.ctx.entities.user.scan
      .where(({ email }, { eq }) => eq(email, admin))
      .go()
    expect(users).toHaveLength(1)
    const publicKey = new TextDecoder().decode(await world.ctx.files.get('platform/pgp/public.asc'))
    expect(publicKey).toContain('BEGIN PGP PUBLIC KEY BLOCK')
  })

  it('api: answers API Gateway events, signs the admin in, and serves the docs from its own folder', async () => {
    const first = await api(endpoints.platform.query)
    expect(first.status).toBe(200)
    const token = await signIn(world.secrets.admin)
    const tree = obj<{ userPermissions: { menuName: string }[] }>(
      await api(endpoints.permission.userPermissions, { token }),
    )
    expect(tree.userPermissions.map((node) => node.menuName)).toContain('Admin')
    // An invoice: pdfkit's fonts travel in the bundle.
    const purchase = { operation: 'NEW', plan: 'PRO', billingType: 'MONTHLY', quantity: 1, paymentMethod: 1 }
    const body = { ...purchase, requestKey: crypto.randomUUID() }
    const { orderId } = obj<{ orderId: string }>(await api(endpoints.order.create, { token, body }))
    expect((await api(endpoints.adminOrder.confirm, { token, body: { orderId } })).status).toBe(200)
    const pdf = await api(endpoints.order.invoice, { token, query: { orderId } })
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdfText(pdf.body)).toContain('Simlessly Test Ltd')
    // In Chinese, the invoice's font travels beside the bundle (fonts/), as there is no node_modules.
    const zh = { moduleName: LANGUAGE_MODULE, moduleConfig: JSON.stringify({ language: 'zh-CN' }) }
    expect((await api(endpoints.behavior.save, { token, body: zh })).status).toBe(200)
    const zhPdf = await api(endpoints.order.invoice, { token, query: { orderId } })
    expect(pdfText(zhPdf.body)).toContain('发票')
    const bundle = await world.bundle('api')
    const edge = { [EDGE_HEADERS.originVerify]: world.secrets.originVerify }
    for (const path of ['/api/docs/assets/swagger-ui.css', '/api/public/docs/assets/swagger-ui-bundle.js']) {
      const asset = httpAnswerOf((await bundle.invoke(httpApiEvent('GET', path, '', edge))).result as never)
      expect(asset.status, path).toBe(200)
      expect(asset.body.length, path).toBeGreaterThan(100_000)
    }
  })

  it("api: answers only what came through the router, which names the viewer's address", async () => {
    const direct = await api(endpoints.platform.query, { edge: false })
    expect([direct.status, JSON.parse(direct.body.toString()).code]).toEqual([
      403,
      ErrorCode.ORIGIN_NOT_VERIFIED,
    ])
    const user = world.secrets.admin
    const viaRouter = await api(endpoints.account.login, {
      body: user,
      edge: { viewer: '2001:db8::1:51234' },
    })
    expect(viaRouter.status).toBe(200)
  })

  let owner: { email: string; password: string; enterpriseId: string; token: string }
  let iccid: string
  let configId: string

  it('worker: generates a batch from an upload, and hands back only the poison message', async () => {
    const user = await createActiveUser(world.ctx)
    await setPlanFeatures(world.ctx, user.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
    owner = { ...user, token: await signIn(user) }
    const hook = await api(endpoints.webhook.add, {
      token: owner.token,
      body: { url: receiver.url, events: ['batch.completed', 'profile.downloaded'] },
    })
    receiver.state.secrets.push(obj<{ secret: string }>(hook).secret)
    const config = await api(endpoints.profileConfig.add, {
      token: owner.token,
      body: { ...COMPLETE_CONFIG, name: 'Lambda' },
    })
    ;({ configId } = obj<{ configId: string }>(config))
    const rows = profileRows(1)
    iccid = rows[0]?.iccid ?? ''
    // PICTURE too: the worker bundle draws the QR codes in its render thread, render-thread.mjs.
    const batchCode = await uploadBatch(owner.token, configId, rows, 'STRING,PICTURE,AC_LINK')
    await workUntil(async () => (await batchInfo(owner.token, batchCode)).process === 'COMPLETE', {
      poison: true,
    })
    const batch = await batchInfo(owner.token, batchCode)
    expect(batch).toMatchObject({ success: 1, failed: 0 })
    const acs = parseCsv(new TextDecoder().decode(await download(batch.downloads.csv ?? '')))
    expect(acs).toEqual([
      expect.objectContaining({ iccid, ac: expect.stringMatching(/^LPA:1\$smdp\.example\.com\$/) }),
    ])
    const pictures = unzipSync(await download(batch.downloads.zip ?? ''))
    expect(Object.keys(pictures)).toEqual([`${iccid}.png`])
    expect(
      Buffer.from(pictures[`${iccid}.png`] ?? [])
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')
  })

  it('api: reaches an SM-DP+ demanding mutual TLS with the RSA-4096 chain, key and CA it is linked to', async () => {
    const mtls = await startSmdpTlsProxy(world.stack.smdp.url ?? '')
    const linked = { SMDP_CLIENT_CERT: mtls.clientCert, SMDP_CLIENT_KEY: mtls.clientKey, SMDP_CA: mtls.ca }
    const tlsApi = await world.bundleWith('api', { smdpUrl: mtls.url, linked })
    try {
      const variables = Object.keys(tlsApi.env)
      expect(variables.filter((name) => name in linked)).toEqual([])
      expect(variables).toContain('SST_KEY_FILE')
      const [row] = profileRows(1)
      const answer = await callThrough(tlsApi, endpoints.generation.single, {
        token: owner.token,
        body: { configId, ...row },
      })
      expect(JSON.parse(answer.body.toString())).toMatchObject({ success: true })
      // Each ES2+ call (DownloadOrder, ConfirmOrder...) presented the linked client certificate.
      expect(mtls.clients.length).toBeGreaterThanOrEqual(2)
      expect(new Set(mtls.clients)).toEqual(new Set(['console.example.com']))
    } finally {
      tlsApi.stop()
      await mtls.close()
    }
  })

  it('es2plus: takes a HandleDownloadProgressInfo notification, and answers no other route', async () => {
    const es2plus = await world.bundle('es2plus')
    const endpoint = endpoints.es2plus.handleDownloadProgressInfo
    const notification = {
      header: {
        functionRequesterIdentifier: 'smdp.example.com',
        functionCallIdentifier: crypto.randomUUID(),
      },
      iccid,
      profileType: 'Test profile',
      timestamp: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
      notificationPointId: 3,
      notificationPointStatus: { status: 'Executed-Success' },
    }
    const headers = { [NOTIFICATION_SECRET_HEADER]: world.secrets.notification }
    const answer = await callThrough(es2plus, endpoint, { body: notification, headers })
    expect(answer.status).toBe(204)
    const other = await callThrough(es2plus, endpoints.platform.query)
    expect(other.status).toBe(404)
    const info = await api(endpoints.fleet.info, { token: owner.token, body: { iccid } })
    expect(obj<{ profile: { status: string } }>(info).profile.status).toBe('DOWNLOADED')
  })

  it('webhook: delivers the queued events, signed, to the receiver', async () => {
    const webhook = await world.bundle('webhook')
    await eventually(async () => {
      const messages = await world.receive(world.queues.webhooks)
      const { result } = await webhook.invoke<SQSBatchResponse>(world.sqsEventOf(messages))
      expect(result.batchItemFailures).toEqual([])
      await world.remove(world.queues.webhooks, messages)
      return receiver.received.length >= 2 || undefined
    }, 30_000)
    expect(receiver.received.every((delivery) => delivery.verified && delivery.answered === 200)).toBe(true)
    const types = receiver.received.map((delivery) => JSON.parse(delivery.body).type).sort()
    expect(types).toEqual(['batch.completed', 'profile.downloaded'])
  })

  it('api: takes a 7 MB file straight to storage (past what a Lambda request carries), and the batch runs', async () => {
    // 120 rows padded to 60,000 characters each by a column the template does not read.
    const rows = profileRows(120).map((row) => ({ ...row, note: 'x'.repeat(60_000) }))
    const csv = Buffer.from(toCsv(rows))
    expect(csv.length).toBeGreaterThan(7_000_000)
    const form = new FormData()
    form.set('file', new File([csv], 'big.csv'))
    const request = new Request('https://console.example.com/api/v1/ac/generateByBatch', {
      method: 'POST',
      body: form,
    })
    expect(JSON.stringify(await httpApiEventOf(request)).length).toBeGreaterThan(LAMBDA_REQUEST_BYTES)
    // The multipart endpoint's own limit does fit, base64-encoded, in a Lambda request.
    const atLimit = new Request(request.url, {
      method: 'POST',
      body: new Uint8Array(BATCH_UPLOAD_MAX_BODY_BYTES),
    })
    expect(JSON.stringify(await httpApiEventOf(atLimit)).length).toBeLessThan(LAMBDA_REQUEST_BYTES)

    const token = owner.token
    const ticket = obj<{ upload: string; url: string; headers: Record<string, string> }>(
      await api(endpoints.generation.uploadUrl, { token, body: { fileName: 'big.csv', size: csv.length } }),
    )
    expect((await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: csv })).status).toBe(200)
    const body = { upload: ticket.upload, configId, fileType: 0, formats: ['STRING'], encryptOutput: false }
    const started = await api(endpoints.generation.uploadedBatch, { token, body })
    const { batchCode } = obj<{ batchCode: string }>(started)
    await workUntil(async () => (await batchInfo(token, batchCode)).process === 'COMPLETE')
    expect(await batchInfo(token, batchCode)).toMatchObject({ success: 120, failed: 0 })
  })

  it('dead-letter: ends the batch of a job that failed every delivery, and drops what it cannot read', async () => {
    const config = await api(endpoints.profileConfig.add, {
      token: owner.token,
      body: { ...COMPLETE_CONFIG, name: 'Dead letters' },
    })
    const batchCode = await uploadBatch(
      owner.token,
      obj<{ configId: string }>(config).configId,
      profileRows(1),
    )
    const messages = await eventually(async () => {
      const got = await world.receive(world.queues.work)
      return got.length > 0 ? got : undefined
    })
    const event = world.sqsEventOf(messages)
    for (const record of event.Records) record.attributes.ApproximateReceiveCount = '5'
    event.Records.push({
      ...(event.Records[0] as (typeof event.Records)[0]),
      messageId: 'unreadable',
      body: '',
    })
    const { result } = await (await world.bundle('dead-letter')).invoke<SQSBatchResponse>(event)
    expect(result.batchItemFailures).toEqual([])
    await world.remove(world.queues.work, messages)
    expect(await batchInfo(owner.token, batchCode)).toMatchObject({
      process: 'COMPLETE',
      problem: 'The input could not be processed; upload it again',
    })
  })

  it('schedule: on EventBridge schedule events, ends a trial that is over and mails its owner', async () => {
    // A trial begun 16 days ago, so over a day ago: the job's own clock is the real one.
    const past = { ...world.ctx, now: () => Date.now() - 16 * DAY }
    const trialist = await createActiveUser(past)
    const schedule = await world.bundle('schedule')
    const { result } = await schedule.invoke<Record<string, number>>(scheduledEvent())
    expect(result).toMatchObject({ failed: 0, mailed: 1 })
    const { data } = await world.ctx.entities.subscription.query
      .byEnterprise({ enterpriseId: trialist.enterpriseId })
      .go()
    expect(data.map((period) => period.status)).toEqual(['EXPIRED'])
    // Its notice went to the work queue; the worker bundle sends it.
    await workUntil(async () => (await receivedMails({ to: trialist.email })).length > 0)
    const again = await schedule.invoke<Record<string, number>>(scheduledEvent())
    expect(again.result).toMatchObject({ failed: 0, mailed: 0 })
  })

  it('asked KMS for the data key once per cold start, one cold start per function', () => {
    // And the second api container, the one of the SM-DP+ with mutual TLS.
    expect(world.kms.decrypted).toHaveLength(FUNCTION_NAMES.length + 1)
  })
})
