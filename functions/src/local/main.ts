import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { localDataKey } from '../adapters/data-key.ts'
import { sampleHeapPeaks } from '../adapters/heap-peaks.ts'
import { createApp } from '../api/app.ts'
import { type Config, ConfigError, loadConfig } from '../config.ts'
import { type AppContext, closeContext, createContext, withDataKey } from '../context.ts'
import { backfillClients } from '../domain/admin/clients/backfill.ts'
import { ensurePlatformAdmin } from '../domain/auth/admin.ts'
import { seedBrands } from '../domain/brand.ts'
import { resumeUnfinishedCampaigns } from '../domain/campaign/steps.ts'
import { resumeUnfinishedBatches } from '../domain/generation/generate.ts'
import { ensurePlatformKey } from '../domain/generation/pgp.ts'
import { runScheduledJobs } from '../domain/scheduled.ts'
import { LOCAL_WORK_LANES, WEBHOOK_QUEUE } from '../resources.ts'
import { renderBanner } from './banner.ts'
import { ensureWebBuild } from './build-web.ts'
import { createConsoleApp } from './console-app.ts'
import { ensurePrivateDataDir } from './data-folder.ts'
import { keepIdleConnections } from './idle-connections.ts'
import { type IntervalRunner, startIntervalRunner } from './interval-runner.ts'
import type { OidcStandIn } from './oidc-stand-in/server.ts'
import { startOidcStandIns } from './oidc-stand-in/start.ts'
import { type Poller, startPoller } from './poller.ts'
import { queueArn } from './provision.ts'
import { ensureLocalSessionSecret } from './session-secret.ts'
import { type LocalStack, startLocalStack } from './stack.ts'
import { startWorkerHost, type WorkerHost } from './worker-host.ts'

/**
 * `npm start`: the whole product on this machine with no cloud account, on the production code paths;
 * only the endpoints differ (the AWS SDK clients point at loopback emulators).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..')

const running: {
  server?: Server
  poller?: Poller
  webhookPoller?: Poller
  deadLetters?: Poller
  schedule?: IntervalRunner
  worker?: WorkerHost
  ctx?: AppContext
  stack?: LocalStack
  oidc?: OidcStandIn[]
} = {}
let stopping = false

async function main(): Promise<void> {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  const web = await ensureWebBuild(ROOT)
  if (config.mode === 'local') {
    // The local SM-DP+ simulator and this console share a secret for its notifications, made per start.
    config.smdpNotificationSecret ??= randomBytes(24).toString('base64url')
    // Before the data key is written there: the data folder and all it holds are the owner's alone.
    await ensurePrivateDataDir(config.dataDir)
    // Before the stack: the SM-DP+ simulator seals the Ki and OPc it keeps with the same key.
    config.dataKey ??= Buffer.from(await localDataKey(config.dataDir)).toString('base64')
    running.stack = await startLocalStack(config)
    config = running.stack.config
    config.sessionSecret ??= await ensureLocalSessionSecret(config.dataDir)
    // Both sign-in buttons work offline: a stand-in OpenID provider for each provider without settings.
    const oidc = await startOidcStandIns(config)
    config = oidc.config
    running.oidc = oidc.standIns
  }
  // Against a deployed stage's resources the data key may be given as KMS encrypted it.
  config = await withDataKey(config)
  const ctx = createContext(config)
  running.ctx = ctx
  await seedBrands(ctx)
  const admin = await ensurePlatformAdmin(ctx)
  await ensurePlatformKey(ctx)
  await backfillClients(ctx)

  const app = createConsoleApp({
    api: createApp(ctx),
    distDir: web.distDir,
    mailSink: running.stack?.mailSink,
    deviceSimulator: running.stack?.smdpSimulator && { url: running.stack.smdpSimulator.url },
    paymentSandbox: running.stack?.paymentSandbox,
    uploadOrigin: config.endpoints.s3 && new URL(config.endpoints.s3).origin,
  })
  running.server = await listen(app.fetch, config)
  const { port } = running.server.address() as AddressInfo
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`

  // The worker runs in a thread of its own, as it is a Lambda of its own in AWS; the pollers feed it.
  const worker = startWorkerHost(config)
  // For bench:generate (STAGE_TIMINGS_FILE): this thread's heap holds the API and the stand-ins.
  sampleHeapPeaks(config.stageTimingsFile, 'api')
  running.worker = worker
  // With the embedded SQS stand-in, a send wakes the pollers: short polls take a job at once and cost one
  // poll a second per queue while idle, where long polls (9 lanes) cost nine and hold each job up to the wait.
  const waitTimeSeconds = config.local.queueWaitSeconds ?? (running.stack?.onQueueSend ? 0 : 1)
  if (config.workQueueUrl) {
    running.poller = startPoller({
      sqs: ctx.aws.sqs,
      queueUrl: config.workQueueUrl,
      queueArn: running.stack?.workQueueArn ?? (await queueArn(ctx.aws.sqs, config.workQueueUrl)),
      region: config.region,
      waitTimeSeconds,
      ...(running.stack?.onQueueSend && { wakeOn: running.stack.onQueueSend }),
      handler: worker.handler('work'),
      logger: ctx.logger,
      concurrency: LOCAL_WORK_LANES,
      batchSize: 1,
    })
  }
  // Webhook deliveries have a consumer of their own (a Lambda of their own in AWS), so a receiver that
  // hangs never holds up a batch; it works on several batches at once, as the event source mapping does.
  if (config.webhookQueueUrl && config.webhookQueueUrl !== config.workQueueUrl) {
    running.webhookPoller = startPoller({
      sqs: ctx.aws.sqs,
      queueUrl: config.webhookQueueUrl,
      queueArn: running.stack?.webhookQueueArn ?? (await queueArn(ctx.aws.sqs, config.webhookQueueUrl)),
      region: config.region,
      waitTimeSeconds,
      ...(running.stack?.onQueueSend && { wakeOn: running.stack.onQueueSend }),
      handler: worker.handler('work'),
      logger: ctx.logger,
      concurrency: WEBHOOK_QUEUE.concurrency,
    })
  }
  if (running.stack) {
    // In AWS a Lambda on the dead-letter queue does this: a job that failed every delivery ends cleanly.
    const { deadLetterQueueUrl } = running.stack
    running.deadLetters = startPoller({
      sqs: ctx.aws.sqs,
      queueUrl: deadLetterQueueUrl,
      queueArn: await queueArn(ctx.aws.sqs, deadLetterQueueUrl),
      region: config.region,
      waitTimeSeconds,
      ...(running.stack?.onQueueSend && { wakeOn: running.stack.onQueueSend }),
      handler: worker.handler('deadLetter'),
      logger: ctx.logger,
    })
    // The local queue forgets its messages on a restart; unfinished batches and campaigns are queued again.
    await resumeUnfinishedBatches(ctx)
    await resumeUnfinishedCampaigns(ctx)
  }
  // In AWS a cron invokes the schedule Lambda (lambda/schedule.ts); here an interval runs it.
  if (config.local.billingScheduleIntervalMs > 0) {
    running.schedule = startIntervalRunner({
      name: 'scheduled job',
      intervalMs: config.local.billingScheduleIntervalMs,
      run: async () => {
        const counts = await runScheduledJobs(ctx)
        if (Object.values(counts).some((n) => n > 0)) ctx.logger.info('scheduled job ran', counts)
      },
      logger: ctx.logger,
    })
  }
  console.log(
    renderBanner({
      config,
      url,
      mailSink: running.stack?.mailSink !== undefined,
      paymentSandbox: running.stack?.paymentSandbox?.url,
      oidcStandIns: running.oidc?.map((s) => s.provider) ?? [],
      secondsToReady: performance.now() / 1000,
      admin,
      ...(web.built && { webBuildSeconds: web.seconds }),
    }),
  )
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: Config): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = keepIdleConnections(serve({ fetch, hostname: config.host, port: config.port }) as Server)
    server.once('error', (error: NodeJS.ErrnoException) => {
      const hint = error.code === 'EADDRINUSE' ? ' (set PORT to another port, or 0 for any free one)' : ''
      reject(new Error(`The console cannot listen on ${config.host}:${config.port}: ${error.message}${hint}`))
    })
    server.once('listening', () => resolve(server))
  })
}

/** Stops in dependency order: no new requests, then no new jobs, then the emulators they use. */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  // A second Ctrl+C means "now": the exit handlers and watchdog still take DynamoDB Local down.
  process.once('SIGINT', () => process.exit(130))
  process.once('SIGTERM', () => process.exit(143))
  console.log(`\n${signal} received, stopping (press Ctrl+C again to force)…`)
  try {
    await closeServer(running.server)
    await Promise.all([
      running.poller?.stop(),
      running.webhookPoller?.stop(),
      running.deadLetters?.stop(),
      running.schedule?.stop(),
    ])
    await running.worker?.stop()
    if (running.ctx) closeContext(running.ctx)
    await Promise.all([running.stack?.stop(), ...(running.oidc ?? []).map((s) => s.stop())])
    console.log('Stopped.')
    process.exit(0)
  } catch (error) {
    console.error('Stopping failed:', error)
    process.exit(1)
  }
}

function closeServer(server: Server | undefined): Promise<void> {
  if (!server?.listening) return Promise.resolve()
  return new Promise((resolve) => {
    server.close(() => resolve())
    // Browsers keep connections open; give requests in flight a moment, then cut the rest.
    server.closeIdleConnections()
    setTimeout(() => server.closeAllConnections(), 3_000).unref()
  })
}

main().catch(async (error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`)
  if (error instanceof Error && error.cause) console.error(error.cause)
  stopping = true
  if (running.ctx) closeContext(running.ctx)
  await running.stack?.stop().catch(() => {})
  await Promise.all((running.oidc ?? []).map((s) => s.stop().catch(() => {})))
  process.exit(1)
})
