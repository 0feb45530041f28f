import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch'
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency'
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb'
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda'
import { timed } from '../adapters/stage-timings.ts'
import type { AppContext } from '../context.ts'
import { runCampaignStep } from '../domain/campaign/steps.ts'
import { isSuspended } from '../domain/enterprise.ts'
import { runExport } from '../domain/fleet/export-job.ts'
import { processChunk } from '../domain/generation/chunks.ts'
import { splitBatch } from '../domain/generation/split.ts'
import { releaseGroup } from '../domain/group.ts'
import { attemptDeliveries } from '../domain/webhook/deliver.ts'
import { type Job, jobSchema } from '../jobs.ts'
import { TABLE_TTL_ATTRIBUTE, WORK_QUEUE } from '../resources.ts'
import { type JobHandlers, type JobOf, runJob } from './job-handlers.ts'
import { syntheticLambdaContext } from './lambda-context.ts'
import { sendMail } from './send-mail.ts'

const FUNCTION_NAME = 'simlessly-worker'
const FINISHED_JOB_RETENTION_SECONDS = 7 * 24 * 60 * 60

/**
 * A tenant's work that stops while the platform suspends the enterprise: generation, exports (they reveal
 * ACs) and campaign steps (EID pushes, recycles) are dropped with a log line instead of done. A group's
 * release is housekeeping of the member's earlier delete and runs on; webhook deliveries close themselves.
 */
function unlessSuspended<J extends { id: string; type: string; enterpriseId: string }>(
  run: (ctx: AppContext, job: J) => Promise<void>,
): (ctx: AppContext, job: J) => Promise<void> {
  return async (ctx, job) => {
    if (await isSuspended(ctx, job.enterpriseId)) {
      ctx.logger.warn('job dropped: the enterprise is suspended', { type: job.type, id: job.id })
      return
    }
    await run(ctx, job)
  }
}

/** The work of each job type; the type check asks for every one. */
export const WORKER_JOBS: JobHandlers = {
  'mail.send': sendMail,
  'batch.split': unlessSuspended((ctx, job: JobOf<'batch.split'>) =>
    timed(ctx.config.stageTimingsFile, 'split', () =>
      splitBatch(ctx, { enterpriseId: job.enterpriseId, batchCode: job.batchCode }),
    ),
  ),
  'batch.chunk': unlessSuspended((ctx, job: JobOf<'batch.chunk'>) =>
    processChunk(ctx, { enterpriseId: job.enterpriseId, batchCode: job.batchCode, chunk: job.chunk }),
  ),
  'fleet.export': unlessSuspended((ctx, job: JobOf<'fleet.export'>) =>
    runExport(ctx, { enterpriseId: job.enterpriseId, exportId: job.exportId }),
  ),
  'group.release': (ctx, job) => releaseGroup(ctx, { enterpriseId: job.enterpriseId, groupId: job.groupId }),
  'campaign.step': unlessSuspended((ctx, job: JobOf<'campaign.step'>) =>
    runCampaignStep(ctx, { enterpriseId: job.enterpriseId, campaignId: job.campaignId, runId: job.runId }),
  ),
  'webhook.deliver': attemptDeliveries,
}

export function parseJob(record: SQSRecord): Job {
  let body: unknown
  try {
    body = JSON.parse(record.body)
  } catch {
    throw new Error(`Message ${record.messageId} is not JSON`)
  }
  return jobSchema.parse(body)
}

/**
 * The SQS worker: each record is one job; the answer lists the failed records so that only they come
 * back (Lambda's partial batch response). A job id that already finished is not run again, so a
 * redelivered message never does its work twice.
 */
export function createWorkerHandler(ctx: AppContext, jobs: JobHandlers = WORKER_JOBS) {
  const idempotency = new IdempotencyConfig({
    eventKeyJmesPath: 'id',
    expiresAfterSeconds: FINISHED_JOB_RETENTION_SECONDS,
  })
  const runOnce = makeIdempotent((job: Job) => runJob(jobs, ctx, job), {
    persistenceStore: new DynamoDBPersistenceLayer({
      tableName: ctx.config.tableName,
      keyAttr: 'pk',
      sortKeyAttr: 'sk',
      staticPkValue: 'idempotency#worker',
      expiryAttr: TABLE_TTL_ATTRIBUTE,
      awsSdkV3Client: ctx.aws.dynamodb,
    }),
    config: idempotency,
  })

  return async (event: SQSEvent, lambdaContext?: Context): Promise<SQSBatchResponse> => {
    idempotency.registerLambdaContext(
      lambdaContext ?? syntheticLambdaContext(FUNCTION_NAME, WORK_QUEUE.visibilityTimeoutSeconds * 1000),
    )
    const processor = new BatchProcessor(EventType.SQS)
    return processPartialResponse(
      event,
      async (record: SQSRecord) => {
        try {
          const job = parseJob(record)
          // A webhook delivery's claim is its idempotency: it needs no record of finished job ids.
          await (job.type === 'webhook.deliver' ? runJob(jobs, ctx, job) : runOnce(job))
        } catch (error) {
          ctx.logger.error('job failed', { messageId: record.messageId, error })
          throw error
        }
      },
      processor,
      { throwOnFullBatchFailure: false },
    )
  }
}
