import type { SQSClient } from '@aws-sdk/client-sqs'
import { GetQueueAttributesCommand, GetQueueUrlCommand, SendMessageBatchCommand } from '@aws-sdk/client-sqs'
import { ulid } from 'ulid'
import { type Job, type JobInput, jobSchema } from '../jobs.ts'

export type WorkQueue = {
  /**
   * Enqueues jobs (validated first) and returns them with their ids; `delaySeconds` (at most 900, SQS's
   * limit) keeps them hidden that long first.
   */
  enqueue(jobs: JobInput[], options?: { delaySeconds?: number }): Promise<Job[]>
  /**
   * The messages waiting and in flight, and the dead-letter queue's waiting (found by the queue's redrive
   * policy), as SQS approximates them; zeros when no queue is configured.
   */
  depths(): Promise<QueueDepths>
}

export type QueueDepths = { depth: number; inFlight: number; deadLetters: number }

const SQS_BATCH_LIMIT = 10
export const MAX_DELAY_SECONDS = 900

export function createWorkQueue(sqs: SQSClient, queueUrl: string | undefined): WorkQueue {
  return {
    async enqueue(inputs, options = {}) {
      const delay = Math.max(0, Math.min(MAX_DELAY_SECONDS, Math.ceil(options.delaySeconds ?? 0)))
      if (!queueUrl) throw new Error('No WORK_QUEUE_URL is configured, so jobs cannot be queued')
      const jobs = inputs.map((input) => jobSchema.parse({ ...input, id: ulid() }))
      for (let start = 0; start < jobs.length; start += SQS_BATCH_LIMIT) {
        const slice = jobs.slice(start, start + SQS_BATCH_LIMIT)
        const result = await sqs.send(
          new SendMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: slice.map((job) => ({
              Id: job.id,
              MessageBody: JSON.stringify(job),
              ...(delay > 0 && { DelaySeconds: delay }),
            })),
          }),
        )
        if (result.Failed?.length) {
          const reasons = result.Failed.map((f) => `${f.Id}: ${f.Message ?? f.Code}`).join('; ')
          throw new Error(`The work queue refused ${result.Failed.length} job(s): ${reasons}`)
        }
      }
      return jobs
    },

    async depths() {
      if (!queueUrl) return { depth: 0, inFlight: 0, deadLetters: 0 }
      const { Attributes: work = {} } = await sqs.send(
        new GetQueueAttributesCommand({
          QueueUrl: queueUrl,
          AttributeNames: [
            'ApproximateNumberOfMessages',
            'ApproximateNumberOfMessagesNotVisible',
            'RedrivePolicy',
          ],
        }),
      )
      return {
        depth: Number(work.ApproximateNumberOfMessages ?? 0),
        inFlight: Number(work.ApproximateNumberOfMessagesNotVisible ?? 0),
        deadLetters: work.RedrivePolicy ? await deadLetterDepth(sqs, work.RedrivePolicy) : 0,
      }
    },
  }
}

async function deadLetterDepth(sqs: SQSClient, redrivePolicy: string): Promise<number> {
  const { deadLetterTargetArn: arn } = JSON.parse(redrivePolicy) as { deadLetterTargetArn?: string }
  if (!arn) return 0
  const { QueueUrl } = await sqs.send(
    new GetQueueUrlCommand({ QueueName: arn.slice(arn.lastIndexOf(':') + 1) }),
  )
  const { Attributes: dead = {} } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['ApproximateNumberOfMessages'] }),
  )
  return Number(dead.ApproximateNumberOfMessages ?? 0)
}
