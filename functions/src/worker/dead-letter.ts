import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch'
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda'
import type { AppContext } from '../context.ts'
import { endBatch } from '../domain/generation/batch-records.ts'
import { abandonChunk } from '../domain/generation/chunks.ts'
import type { Job } from '../jobs.ts'
import { parseJob } from './handler.ts'
import { type JobHandlers, runJob } from './job-handlers.ts'

const nothingToSettle = async () => undefined

/**
 * What a job that failed every delivery leaves behind, per type; the type check asks for every one, so a
 * new job type says what its dead letter does (if only nothing).
 */
export const DEAD_LETTER_JOBS: JobHandlers = {
  // The chunk is closed with its rows reported as failed, and the batch completes, saying so.
  'batch.chunk': (ctx, job) =>
    abandonChunk(
      ctx,
      { enterpriseId: job.enterpriseId, batchCode: job.batchCode, chunk: job.chunk },
      `chunk ${job.chunk + 1}`,
    ),
  'batch.split': (ctx, job) =>
    endBatch(
      ctx,
      { enterpriseId: job.enterpriseId, batchCode: job.batchCode },
      'The input could not be processed; upload it again',
    ),
  'fleet.export': async (ctx, job) => {
    await ctx.entities.fleetExport
      .patch({ enterpriseId: job.enterpriseId, exportId: job.exportId })
      .set({ status: 'FAILED', problem: 'The export kept failing; start it again' })
      .go()
  },
  // Paused with the reason, so a person can resume it once the cause (often the SM-DP+) is fixed.
  'campaign.step': async (ctx, job) => {
    await ctx.entities.campaign
      .patch({ enterpriseId: job.enterpriseId, campaignId: job.campaignId })
      .set({
        status: 'PAUSED',
        problem: 'A step kept failing, so the campaign was paused; resume it to try again',
      })
      .where(({ status }, { eq }) => eq(status, 'RUNNING'))
      .go()
      .catch(() => undefined)
  },
  'group.release': nothingToSettle,
  'mail.send': nothingToSettle,
  // Its deliveries stay pending in the due index: the scheduled job queues them again.
  'webhook.deliver': nothingToSettle,
}

/**
 * Consumer of the dead-letter queue: a job that failed every delivery is not left to rot (see
 * {@link DEAD_LETTER_JOBS}). A message of a type without an entry fails, and stays in the queue.
 */
export function createDeadLetterHandler(ctx: AppContext, jobs: JobHandlers = DEAD_LETTER_JOBS) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const processor = new BatchProcessor(EventType.SQS)
    return processPartialResponse(event, (record: SQSRecord) => settle(ctx, jobs, record), processor, {
      throwOnFullBatchFailure: false,
    })
  }
}

async function settle(ctx: AppContext, jobs: JobHandlers, record: SQSRecord): Promise<void> {
  let job: Job
  try {
    job = parseJob(record)
  } catch (error) {
    // Nothing can be done with it; logging is its only trace.
    ctx.logger.error('unreadable dead letter dropped', { messageId: record.messageId, error })
    return
  }
  const receives = record.attributes.ApproximateReceiveCount
  ctx.logger.error('job moved to the dead-letter queue', { jobId: job.id, type: job.type, receives })
  return runJob(jobs, ctx, job)
}
