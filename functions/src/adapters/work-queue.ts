import type { SQSClient } from '@aws-sdk/client-sqs'
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs'
import { ulid } from 'ulid'
import { type Job, type JobInput, jobSchema } from '../worker/jobs.ts'

export type WorkQueue = {
  /** Enqueues jobs (validated first) and returns them with their ids. */
  enqueue(jobs: JobInput[]): Promise<Job[]>
}

const SQS_BATCH_LIMIT = 10

export function createWorkQueue(sqs: SQSClient, queueUrl: string | undefined): WorkQueue {
  return {
    async enqueue(inputs) {
      if (!queueUrl) throw new Error('No WORK_QUEUE_URL is configured, so jobs cannot be queued')
      const jobs = inputs.map((input) => jobSchema.parse({ ...input, id: ulid() }))
      for (let start = 0; start < jobs.length; start += SQS_BATCH_LIMIT) {
        const slice = jobs.slice(start, start + SQS_BATCH_LIMIT)
        const result = await sqs.send(
          new SendMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: slice.map((job) => ({ Id: job.id, MessageBody: JSON.stringify(job) })),
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
