import {
  DeleteMessageBatchCommand,
  type Message,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs'
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda'
import { WORK_QUEUE } from '../resources.ts'
import { failedIds, toEvent } from './sqs-event.ts'

/** Console and the Powertools logger both fit. */
export type PollerLogger = { error(message: string, error: Error): void }

export type PollerOptions = {
  sqs: SQSClient
  queueUrl: string
  queueArn: string
  region: string
  handler: (event: SQSEvent) => Promise<SQSBatchResponse>
  logger?: PollerLogger
  /**
   * Long-poll wait; short, because stop() waits for the receive in flight. Keep it below the queue's
   * visibility timeout: local-aws-sqs waits the whole time to fill a batch and would collect a message
   * again whose visibility expired meanwhile. 0 short-polls, with a pause after an empty answer.
   */
  waitTimeSeconds?: number
  /**
   * Batches worked on at once, as Lambda's event source mapping invokes the function for several batches
   * side by side: a batch held up by a slow job does not hold up the ones behind it. 1 when not given.
   */
  concurrency?: number
  /** Messages a lane receives at once; WORK_QUEUE.batchSize when not given. */
  batchSize?: number
  /**
   * With short polls, a signal that a message may have arrived (the in-process stand-in's
   * `SqsLocal.onSend`): an idle lane then waits for it, polling again only every WOKEN_IDLE_MS for what
   * becomes visible by itself (a delay or a visibility timeout ending), instead of every SHORT_POLL_IDLE_MS.
   * Subscribes the waker; answers the unsubscribe.
   */
  wakeOn?: (wake: () => void) => () => void
}

export type Poller = { stop(): Promise<void> }

const RECEIVE_ERROR_BACKOFF_MS = 1_000
const SHORT_POLL_IDLE_MS = 100
/**
 * An idle poll with a wake signal: only for messages that become visible without a send (a delay, a
 * visibility timeout ending). One idle lane makes it for all the others, which wait to be woken.
 */
const WOKEN_IDLE_MS = 1_000

/**
 * What Lambda's SQS event source mapping does, for the local runner: receive in batches, invoke the
 * worker handler with a real SQSEvent, delete what succeeded. Failures are left alone: they return after
 * the visibility timeout, and the queue's redrive policy moves them to the dead-letter queue after
 * maxReceiveCount receives, exactly as in AWS.
 */
export function startPoller(options: PollerOptions): Poller {
  const { sqs, queueUrl, logger = console } = options
  const waitTimeSeconds = options.waitTimeSeconds ?? 1
  let stopped = false
  const wakers = new Set<() => void>()
  // Lanes that a send reached while their receive was in flight: they receive again at once.
  const signalled = new Set<number>()
  const lanesCount = Math.max(1, options.concurrency ?? 1)
  const unsubscribe = options.wakeOn?.(() => {
    for (let lane = 0; lane < lanesCount; lane++) signalled.add(lane)
    for (const wake of wakers) wake()
  })
  const idleMs = options.wakeOn ? WOKEN_IDLE_MS : SHORT_POLL_IDLE_MS
  // With a wake signal, the idle lane that polls for the others: nine lanes (work, webhooks, dead letters)
  // each polling every second cost the idle e2e server's process 52 CPU ms a second, one per poller 40.
  let timedLane: number | undefined
  /** Resolves after `ms`, or only when woken without `ms`. */
  const pause = (ms?: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        wakers.delete(wake)
        resolve()
      }
      const timer = ms === undefined ? undefined : setTimeout(wake, ms)
      wakers.add(wake)
    })
  const idle = (laneIndex: number) => {
    if (!options.wakeOn) return pause(idleMs)
    timedLane ??= laneIndex
    return timedLane === laneIndex ? pause(idleMs) : pause()
  }

  // Each lane receives a batch and works on it before receiving the next.
  const lane = async (laneIndex: number) => {
    while (!stopped) {
      signalled.delete(laneIndex)
      let messages: Message[]
      try {
        const received = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: options.batchSize ?? WORK_QUEUE.batchSize,
            WaitTimeSeconds: waitTimeSeconds,
            AttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
        )
        messages = uniqueById(received.Messages ?? [])
      } catch (error) {
        if (stopped) break
        logger.error(`SQS poller: ReceiveMessage on ${queueUrl} failed; retrying shortly`, asError(error))
        await pause(RECEIVE_ERROR_BACKOFF_MS)
        continue
      }
      if (messages.length > 0) {
        // The lane that polled for the others found work: they poll too, and one of them takes its turn.
        if (timedLane === laneIndex) {
          timedLane = undefined
          for (const wake of wakers) wake()
        }
        await processBatch(options, messages, logger)
      } else if (waitTimeSeconds === 0 && !stopped && !signalled.has(laneIndex)) await idle(laneIndex)
    }
  }
  const lanes = Promise.all(Array.from({ length: lanesCount }, (_, index) => lane(index)))

  return {
    async stop() {
      stopped = true
      unsubscribe?.()
      for (const wake of wakers) wake()
      await lanes
    },
  }
}

async function processBatch(
  options: PollerOptions,
  messages: Message[],
  logger: PollerLogger,
): Promise<void> {
  const event = toEvent(messages, options)
  let failed: Set<string>
  try {
    failed = failedIds(await options.handler(event), event)
  } catch (error) {
    // Lambda deletes nothing when the function errors: the whole batch comes back.
    logger.error(
      `SQS poller: the handler threw; ${messages.length} message(s) will be retried`,
      asError(error),
    )
    return
  }
  const done = event.Records.filter((record) => !failed.has(record.messageId))
  if (done.length === 0) return
  try {
    const result = await options.sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: options.queueUrl,
        Entries: done.map((record, index) => ({ Id: String(index), ReceiptHandle: record.receiptHandle })),
      }),
    )
    if (result.Failed?.length) {
      const reasons = result.Failed.map((entry) => `${entry.Code}: ${entry.Message}`).join('; ')
      logger.error('SQS poller: some deletes failed; they will run again', new Error(reasons))
    }
  } catch (error) {
    logger.error('SQS poller: DeleteMessageBatch failed; those messages will run again', asError(error))
  }
}

/** A batch from SQS never holds one message twice; a local emulator's could (see waitTimeSeconds). */
function uniqueById(messages: Message[]): Message[] {
  const seen = new Set<string | undefined>()
  return messages.filter((message) => !seen.has(message.MessageId) && seen.add(message.MessageId))
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value))
}
