import {
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  DeleteQueueCommand,
  ReceiveMessageCommand,
} from '@aws-sdk/client-sqs'
import { expect } from 'vitest'
import type { AppContext } from '../src/context.ts'
import { toEvent } from '../src/local/sqs-event.ts'
import { createWorkerHandler } from '../src/worker/handler.ts'

/**
 * A queue of a test file's own on the test stack's SQS, for a context whose jobs the file runs itself with
 * the production worker handler (on its own clock, or on its own table), rather than the stack's worker.
 * Point the context's `workQueueUrl` and `webhookQueueUrl` at `url`, then `drain(ctx)` runs what is visible.
 */
export async function ownQueue(probe: AppContext) {
  const { QueueUrl = '' } = await probe.aws.sqs.send(
    new CreateQueueCommand({ QueueName: `test-queue-${crypto.randomUUID().slice(0, 8)}` }),
  )
  return {
    url: QueueUrl,
    /** Runs every job visible on the queue now, until none is left; answers how many ran. */
    async drain(ctx: AppContext): Promise<number> {
      const worker = createWorkerHandler(ctx)
      let ran = 0
      for (;;) {
        const { Messages = [] } = await ctx.aws.sqs.send(
          new ReceiveMessageCommand({
            QueueUrl,
            MaxNumberOfMessages: 10,
            WaitTimeSeconds: 0,
            AttributeNames: ['All'],
          }),
        )
        if (Messages.length === 0) return ran
        const event = toEvent(Messages, {
          queueArn: 'arn:aws:sqs:us-east-1:000000000000:test-queue',
          region: 'us-east-1',
        })
        expect((await worker(event)).batchItemFailures).toEqual([])
        await ctx.aws.sqs.send(
          new DeleteMessageBatchCommand({
            QueueUrl,
            Entries: Messages.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle ?? '' })),
          }),
        )
        ran += Messages.length
      }
    },
    close: (ctx: AppContext) => ctx.aws.sqs.send(new DeleteQueueCommand({ QueueUrl })),
  }
}
