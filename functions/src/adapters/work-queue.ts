import type { SQSClient } from '@aws-sdk/client-sqs'
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs'
import { ulid } from 'ulid'
import { type Job, type JobInput, jobSchema } from '../jobs.ts'

export type WorkQueue = {
  /**
   * Enqueues jobs (validated first) and returns them with their ids; `delaySeconds` (at most 900, SQS's
   * limit) keeps them hidden that long first.
   */
  enqueue(jobs: JobInput[], options?: { delaySeconds?: number }): Promise<Job[]>
}

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
  }
}
