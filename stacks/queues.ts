import { WEBHOOK_QUEUE, WORK_QUEUE } from '../functions/src/resources.ts'

/**
 * How each queue's consumer runs in production. The receive counts are the local ones (resources.ts); the
 * timeouts are the jobs' own: a work message is one job (a chunk of 500 rows makes two ES2+ calls a row
 * over the SM-DP+ connections, an export pages the fleet, a mail is one SMTP call), run side by side in a
 * batch; a webhook job sends up to 50 deliveries 25 at a time with a 10 s timeout, so it takes at most two
 * timeouts. A queue hides a received message for twice its consumer's timeout (AWS refuses less than one),
 * so a slow batch is not taken again while it runs. Concurrency is capped to spare the SM-DP+ and the
 * receivers.
 */
export const CONSUMERS = {
  work: {
    timeoutSeconds: 180,
    memoryMb: 2048,
    batchSize: 5,
    maxConcurrency: 10,
    maxReceiveCount: WORK_QUEUE.maxReceiveCount,
  },
  webhook: {
    timeoutSeconds: 60,
    memoryMb: 512,
    batchSize: WEBHOOK_QUEUE.batchSize,
    // As many batches at once as the local poller works on: a batch held by a slow receiver leaves the
    // others going, and an endpoint's own lane (2 sending slots) keeps it from taking them all.
    maxConcurrency: WEBHOOK_QUEUE.concurrency,
    maxReceiveCount: WEBHOOK_QUEUE.maxReceiveCount,
  },
  /** Settles dead letters (a chunk closed as failed, an export marked failed): a few table writes each. */
  deadLetter: { timeoutSeconds: 60, memoryMb: 512, batchSize: 10, maxConcurrency: 2 },
} as const

/**
 * How long a message may wait: a job, AWS's default 4 days (a batch's scratch outlasts it and the dead
 * letters' time, EXPIRING_FILES); a dead letter, the longest SQS allows, for a person to read after an alarm.
 */
export const RETENTION_SECONDS = { queue: 4 * 24 * 60 * 60, deadLetters: 14 * 24 * 60 * 60 }

function queueWithDeadLetters(name: string, consumer: { timeoutSeconds: number; maxReceiveCount: number }) {
  const deadLetters = new sst.aws.Queue(`${name}DeadLetters`, {
    visibilityTimeout: `${CONSUMERS.deadLetter.timeoutSeconds * 2} seconds`,
    transform: { queue: { messageRetentionSeconds: RETENTION_SECONDS.deadLetters } },
  })
  const queue = new sst.aws.Queue(`${name}Queue`, {
    visibilityTimeout: `${consumer.timeoutSeconds * 2} seconds`,
    dlq: { queue: deadLetters.arn, retry: consumer.maxReceiveCount },
    transform: { queue: { messageRetentionSeconds: RETENTION_SECONDS.queue } },
  })
  return { queue, deadLetters }
}

/**
 * The work queue (mails, batch splits and chunks, exports, group releases, campaign steps) and the queue of
 * webhook deliveries, each with a dead-letter queue of its own. Locally both share one dead-letter queue;
 * apart, an alarm says which consumer is failing.
 */
export function createQueues() {
  const work = queueWithDeadLetters('Work', CONSUMERS.work)
  const webhook = queueWithDeadLetters('Webhook', CONSUMERS.webhook)
  return { work, webhook, deadLetters: [work.deadLetters, webhook.deadLetters] }
}
export type Queues = ReturnType<typeof createQueues>
