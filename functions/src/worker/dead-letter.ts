import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch'
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda'
import type { AppContext } from '../context.ts'
import { endBatch } from '../domain/generation/batch-records.ts'
import { abandonChunk } from '../domain/generation/chunks.ts'
import { parseJob } from './handler.ts'

/**
 * Consumer of the dead-letter queue: a job that failed every delivery is not left to rot. A batch chunk
 * is closed with its rows reported as failed, and the batch completes, saying so, instead of hanging.
 * A split job that kept failing ends its batch with the problem named.
 */
export function createDeadLetterHandler(ctx: AppContext) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const processor = new BatchProcessor(EventType.SQS)
    return processPartialResponse(event, (record: SQSRecord) => settle(ctx, record), processor, {
      throwOnFullBatchFailure: false,
    })
  }
}

async function settle(ctx: AppContext, record: SQSRecord): Promise<void> {
  let job: ReturnType<typeof parseJob>
  try {
    job = parseJob(record)
  } catch (error) {
    // Nothing can be done with it; logging is its only trace.
    ctx.logger.error('unreadable dead letter dropped', { messageId: record.messageId, error })
    return
  }
  const receives = record.attributes.ApproximateReceiveCount
  ctx.logger.error('job moved to the dead-letter queue', { jobId: job.id, type: job.type, receives })
  switch (job.type) {
    case 'batch.chunk':
      return abandonChunk(
        ctx,
        { enterpriseId: job.enterpriseId, batchCode: job.batchCode, chunk: job.chunk },
        `chunk ${job.chunk + 1}`,
      )
    case 'batch.split':
      return endBatch(
        ctx,
        { enterpriseId: job.enterpriseId, batchCode: job.batchCode },
        'The input could not be processed; upload it again',
      )
    case 'fleet.export':
      await ctx.entities.fleetExport
        .patch({ enterpriseId: job.enterpriseId, exportId: job.exportId })
        .set({ status: 'FAILED', problem: 'The export kept failing; start it again' })
        .go()
      return
    case 'campaign.step':
      // Paused with the reason, so a person can resume it once the cause (often the SM-DP+) is fixed.
      await ctx.entities.campaign
        .patch({ enterpriseId: job.enterpriseId, campaignId: job.campaignId })
        .set({
          status: 'PAUSED',
          problem: 'A step kept failing, so the campaign was paused; resume it to try again',
        })
        .where(({ status }, { eq }) => eq(status, 'RUNNING'))
        .go()
        .catch(() => undefined)
      return
    case 'group.release':
    case 'mail.send':
      return
    case 'webhook.deliver':
      // Its deliveries stay pending in the due index: the scheduled job queues them again.
      return
  }
}
