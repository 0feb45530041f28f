import { consumes, createLambda, type LambdaContext } from './lambda.ts'
import { CONSUMERS, type Queues } from './queues.ts'

/** The scheduled job's cadence: `npm start` runs it every minute too (BILLING_SCHEDULE_INTERVAL_MS). */
export const SCHEDULE = 'rate(1 minute)'

function subscribe(
  queue: sst.aws.Queue,
  fn: sst.aws.Function,
  consumer: { batchSize: number; maxConcurrency: number },
) {
  queue.subscribe(fn.arn, {
    batch: { size: consumer.batchSize, partialResponses: true },
    transform: { eventSourceMapping: { scalingConfig: { maximumConcurrency: consumer.maxConcurrency } } },
  })
}

/**
 * The queues' consumers, each answering a partial batch response so only failed records come back: the
 * worker on the work queue, the webhook consumer (the same handler) on the webhook queue, and the
 * dead-letter consumer on both dead-letter queues, which closes what kept failing (a chunk as failed, an
 * export as failed, a campaign paused) instead of leaving it hanging.
 */
export function createConsumers(queues: Queues, context: LambdaContext) {
  const { work, webhook } = CONSUMERS
  const worker = createLambda('worker', context, {
    ...work,
    permissions: [consumes(queues.work.queue)],
  })
  subscribe(queues.work.queue, worker, work)
  const webhookConsumer = createLambda('webhook', context, {
    ...webhook,
    permissions: [consumes(queues.webhook.queue)],
  })
  subscribe(queues.webhook.queue, webhookConsumer, webhook)
  const deadLetter = createLambda('dead-letter', context, {
    ...CONSUMERS.deadLetter,
    permissions: [consumes(...queues.deadLetters)],
  })
  for (const queue of queues.deadLetters) subscribe(queue, deadLetter, CONSUMERS.deadLetter)
  return { worker, webhook: webhookConsumer, deadLetter }
}

/**
 * The scheduled job on a cron: orders closing unpaid, plans starting and expiring, trial and renewal mails,
 * the monthly usage reports, webhook retries due (`domain/scheduled.ts`). Runs are idempotent and safe side
 * by side, so an invocation that fails is not retried: the next minute does the work.
 */
export function createSchedule(context: LambdaContext) {
  const fn = createLambda('schedule', context, { timeoutSeconds: 300, memoryMb: 1024, retries: 0 })
  new sst.aws.Cron('ScheduleCron', { schedule: SCHEDULE, function: fn.arn })
  return fn
}

/**
 * The deploy-time step: creates the platform admin if missing (idempotent) and copies what an older table
 * kept into what replaced it. Invoked once by every deploy, after it and every other function are updated
 * (`after`): the ICCID claims' copy must start only once no function writes claims the old way. Its input
 * names the deploy, so it changes each time. The answer is kept in the state, so the function answers
 * nothing secret.
 */
export function createSetup(context: LambdaContext, table: sst.aws.Dynamo, after: sst.aws.Function[]) {
  // Its one-off copies read the table whole: the enterprises for the client list, the claims for their table.
  const fn = createLambda('setup', context, {
    timeoutSeconds: 60,
    memoryMb: 512,
    retries: 0,
    permissions: [{ actions: ['dynamodb:Scan'], resources: [table.arn] }],
  })
  new aws.lambda.Invocation(
    'SetupRun',
    { functionName: fn.name, input: JSON.stringify({ deploy: new Date().toISOString() }) },
    { dependsOn: [fn, ...after] },
  )
  return fn
}
