import { DeleteMessageBatchCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs'
import { type Endpoint, endpoints, withLuhn } from '@simlessly/shared'
import type { SQSBatchResponse } from 'aws-lambda'
import { FUNCTION_NAMES, type FunctionName } from '../../functions/src/lambda/env.ts'
import { toEvent } from '../../functions/src/local/sqs-event.ts'
import { EDGE_HEADERS } from '../../functions/src/resources.ts'
import { createActiveUser } from '../../functions/test/accounts.ts'
import { type Bundle, type ColdStart, callThrough } from '../../functions/test/lambda-bundle.ts'
import { httpApiEvent, scheduledEvent } from '../../functions/test/lambda-events.ts'
import { buildLambdas, formatSizes } from '../../scripts/build-lambda.ts'
import type { Tally } from './aws-meter.ts'
import { printCosts } from './lambda-cost.ts'
import { type LambdaStack, startLambdaStack } from './lambda-stack.ts'
import { BENCH_CONFIG, median, randomKeyHex } from './product.ts'

/**
 * `npm run bench:lambda [-- rows]`: builds the functions into dist/lambda and prints each bundle's size;
 * its cold start (median of 5 fresh processes: spawn to ready, the import alone, the first invocation);
 * then what a batch of `rows` ACs (1,000 by default; STRING, PICTURE and AC_LINK, as bench:generate) costs
 * the worker function in CPU and wall milliseconds, DynamoDB units, SQS and S3 requests, and what typical
 * API calls cost; and turns both into dollars at us-east-1 list prices (tests/bench/lambda-cost.ts).
 * Prints figures; asserts nothing.
 */
const ROWS = Number(process.argv[2] ?? 1_000)
const COLD_STARTS = 5

const built = await buildLambdas()
console.log(`Bundles (dist/lambda/<name>/index.mjs)\n${formatSizes(built)}\n`)
const stack = await startLambdaStack()
try {
  const setup = await stack.start('setup')
  await setup.invoke({})
  setup.stop()
  await coldStarts(stack)
  const api = await stack.start('api')
  const worker = await stack.start('worker')
  const owner = await createActiveUser(stack.ctx)
  const call = async <T>(endpoint: Endpoint, options: Parameters<typeof callThrough>[2]) => {
    const answer = await callThrough(api, endpoint, options)
    const envelope = JSON.parse(answer.body.toString()) as { success: boolean; msg: string; obj: T }
    if (!envelope.success) throw new Error(`${endpoint.path}: ${envelope.msg}`)
    return envelope.obj
  }
  const { token } = await call<{ token: string }>(endpoints.account.login, { body: owner })
  const generation = await generate(stack, worker, owner.enterpriseId, (endpoint, options) =>
    call(endpoint, { token, ...options }),
  )
  const calls = await apiCalls(stack, api, token)
  printCosts({ rows: ROWS, ...generation, calls })
  api.stop()
  worker.stop()
} finally {
  await stack.stop()
}

async function coldStarts(stack: LambdaStack) {
  const firstEvent: Record<FunctionName, unknown> = {
    // Through the router, as every request reaches a deployed API (without its secret: a quick 403).
    api: httpApiEvent('GET', '/api/v1/platform/query', '', {
      [EDGE_HEADERS.originVerify]: stack.secrets.originVerify,
    }),
    worker: { Records: [] },
    webhook: { Records: [] },
    'dead-letter': { Records: [] },
    schedule: scheduledEvent(),
    es2plus: httpApiEvent('GET', '/api/v1/platform/query'),
    setup: {},
  }
  const rows = []
  for (const name of FUNCTION_NAMES) {
    const runs: ColdStart[] = []
    for (let i = 0; i < COLD_STARTS; i++) {
      const bundle = await stack.start(name)
      await bundle.invoke(firstEvent[name])
      const cold = bundle.coldStart()
      if (cold) runs.push(cold)
      bundle.stop()
    }
    const ms = (pick: (c: ColdStart) => number) => `${Math.round(median(runs.map(pick)))} ms`.padStart(10)
    rows.push(
      `${name.padEnd(12)}${ms((c) => c.spawnToReadyMs)}${ms((c) => c.importMs)}${ms((c) => c.firstInvokeMs)}${ms((c) => c.spawnToFirstAnswerMs)}`,
    )
  }
  const header = `${'function'.padEnd(12)}${'ready'.padStart(10)}${'import'.padStart(10)}${'1st call'.padStart(10)}${'answer'.padStart(10)}`
  console.log(
    `Cold starts (median of ${COLD_STARTS} fresh processes; ready and answer from spawn)\n${header}\n${rows.join('\n')}\n`,
  )
}

type Call = <T>(endpoint: Endpoint, options: Parameters<typeof callThrough>[2]) => Promise<T>

/** One batch through the api function (upload) and the worker function (everything after), metered. */
async function generate(stack: LambdaStack, worker: Bundle, enterpriseId: string, call: Call) {
  const { configId } = await call<{ configId: string }>(endpoints.profileConfig.add, { body: BENCH_CONFIG })
  const lines = ['iccid,imsi,ki,opc']
  for (let i = 0; i < ROWS; i++) {
    const serial = String(i).padStart(12, '0')
    lines.push(`${withLuhn(`890100${serial}`)},310260${serial.slice(3)},${randomKeyHex()},${randomKeyHex()}`)
  }
  const form = new FormData()
  form.set('file', new File([`${lines.join('\n')}\n`], 'bench.csv', { type: 'text/csv' }))
  form.set('configId', configId)
  form.set('fileType', '0')
  form.set('formats', 'STRING,PICTURE,AC_LINK')
  takeAll(stack)
  const { batchCode } = await call<{ batchCode: string }>(endpoints.generation.uploadBatch, { form })
  const upload = takeAll(stack)
  const work = { invocations: 0, messages: 0, ms: 0, cpuMs: 0 }
  const queueUrl = stack.config.workQueueUrl ?? ''
  const started = performance.now()
  for (;;) {
    const { data } = await stack.ctx.entities.batch.get({ enterpriseId, batchCode }).go()
    if (data?.process === 'COMPLETE') break
    const { Messages = [] } = await stack.ctx.aws.sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
    )
    if (Messages.length === 0) continue
    const event = toEvent(Messages, {
      queueArn: 'arn:aws:sqs:us-east-1:000000000000:bench',
      region: 'us-east-1',
    })
    const answer = await worker.invoke<SQSBatchResponse>(event)
    if (answer.result.batchItemFailures.length > 0)
      throw new Error(`The worker failed jobs:\n${worker.output()}`)
    Object.assign(work, {
      invocations: work.invocations + 1,
      messages: work.messages + Messages.length,
      ms: work.ms + answer.ms,
      cpuMs: work.cpuMs + answer.cpuMs,
    })
    await stack.ctx.aws.sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: Messages.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle ?? '' })),
      }),
    )
  }
  const { data } = await stack.ctx.entities.batch.get({ enterpriseId, batchCode }).go()
  if (data?.success !== ROWS) throw new Error(`The batch made ${data?.success} of ${ROWS} ACs`)
  return {
    upload,
    work: { ...work, wallSeconds: (performance.now() - started) / 1000 },
    tallies: takeAll(stack),
  }
}

/** Typical signed-in calls, each 100 times on a warm function, metered per call. */
async function apiCalls(stack: LambdaStack, api: Bundle, token: string) {
  const typical: [string, Endpoint, unknown][] = [
    ['permission tree', endpoints.permission.userPermissions, undefined],
    ['batch list', endpoints.batch.list, {}],
    ['fleet page', endpoints.fleet.list, {}],
  ]
  const results = []
  for (const [label, endpoint, body] of typical) {
    const runs = { ms: 0, cpuMs: 0 }
    takeAll(stack)
    for (let i = 0; i < 100; i++) {
      const answer = await callThrough(api, endpoint, { token, ...(body !== undefined && { body }) })
      if (answer.status !== 200) throw new Error(`${label} answered ${answer.status}`)
      runs.ms += answer.ms
      runs.cpuMs += answer.cpuMs
    }
    const tallies = takeAll(stack)
    results.push({ label, calls: 100, tallies, ...runs })
  }
  return results
}

function takeAll(stack: LambdaStack): Record<'dynamodb' | 's3' | 'sqs', Tally> {
  return { dynamodb: stack.meters.dynamodb.take(), s3: stack.meters.s3.take(), sqs: stack.meters.sqs.take() }
}
