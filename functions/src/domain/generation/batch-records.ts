import {
  type AcFormat,
  type Batch,
  type BatchPart,
  INCOMPLETE_CONFIG_MESSAGE,
  type ProfileConfig,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { getConfig } from '../profile-config.ts'
import { publishEvents } from '../webhook/publish.ts'
import { OUTPUT_KINDS, type OutputKind, writeOutputs } from './assemble.ts'
import { batchKeys } from './storage.ts'

type BatchRef = { enterpriseId: string; batchCode: string }
export type BatchRecord = NonNullable<Awaited<ReturnType<typeof loadBatchOrNull>>>

async function loadBatchOrNull(ctx: AppContext, ref: BatchRef) {
  const { data } = await ctx.entities.batch.get(ref).go({ consistent: true })
  return data
}

export async function loadBatch(ctx: AppContext, ref: BatchRef) {
  const batch = await loadBatchOrNull(ctx, ref)
  if (!batch) throw AppError.notFound('This batch does not exist')
  return batch
}

export const batchFormats = (batch: BatchRecord) => batch.formats as AcFormat[]

export async function loadBatchConfig(ctx: AppContext, batch: BatchRecord): Promise<ProfileConfig> {
  return getConfig(ctx, { enterpriseId: batch.enterpriseId, configId: batch.configId })
}

/** The configuration a generation will use, refused with INCOMPLETE_CONFIG_MESSAGE when unfinished. */
export async function usableConfig(ctx: AppContext, input: { enterpriseId: string; configId: string }) {
  const config = await getConfig(ctx, input)
  if (config.missing.length > 0) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, INCOMPLETE_CONFIG_MESSAGE, {
      fields: config.missing.map((path) => ({ path: `config.${path}`, message: 'Required' })),
    })
  }
  return config
}

/**
 * Once every chunk is counted, builds the downloads (the AC CSV, the ZIP of QR pictures, the error file;
 * each PGP-encrypted when asked) and completes the batch. Safe to run more than once.
 */
export async function assembleIfDone(ctx: AppContext, ref: BatchRef): Promise<void> {
  const batch = await loadBatch(ctx, ref)
  // Completed already: its event again, under the same id (a process that died after completing it and
  // before publishing is made good by the next delivery of a chunk; a repeat delivers nothing twice).
  if (batch.process === 'COMPLETE') return publishBatchCompleted(ctx, batch)
  if (batch.chunkCount === undefined || batch.chunksDone < batch.chunkCount) return
  const outputs = await writeOutputs(ctx, batch)
  await ctx.entities.batch
    .patch(ref)
    .set({ process: 'COMPLETE', outputs, completedAt: ctx.now() })
    .where(({ process }, { eq }) => eq(process, 'PROCESSING'))
    .go()
    .catch((error: unknown) => {
      // Another delivery assembled it first.
      if (!isConditionalFailure(error)) throw error
    })
  await ctx.entities.activeBatch.delete({ batchCode: batch.batchCode }).go()
  // As stored: the event's time is part of its delivery's id, the same whoever completed it.
  await publishBatchCompleted(ctx, await loadBatch(ctx, ref))
}

/**
 * batch.completed, to the enterprise's endpoints that want it. Published again when the job that completed
 * the batch is retried, under the same event id, so it is delivered once.
 */
async function publishBatchCompleted(ctx: AppContext, batch: BatchRecord): Promise<void> {
  await publishEvents(ctx, batch.enterpriseId, [
    {
      type: 'batch.completed',
      source: batch.batchCode,
      at: batch.completedAt ?? batch.createdAt,
      data: {
        batchCode: batch.batchCode,
        type: batch.type,
        configId: batch.configId,
        total: batch.total,
        succeeded: batch.success,
        failed: batch.failed,
        problem: batch.problem ?? null,
      },
    },
  ])
}

/** Completes a batch that could not run, with the reason people will read in the logs. */
export async function endBatch(ctx: AppContext, ref: BatchRef, problem: string): Promise<void> {
  const before = await loadBatch(ctx, ref)
  await ctx.entities.batch
    .patch(ref)
    .set({ process: 'COMPLETE', completedAt: before.completedAt ?? ctx.now(), problem })
    .remove(['readingSince'])
    .go()
  await ctx.entities.activeBatch.delete({ batchCode: ref.batchCode }).go()
  await publishBatchCompleted(ctx, await loadBatch(ctx, ref))
}

/**
 * A batch as the API shows it, with short-lived download links for its finished files when the caller may
 * download ACs; without, `downloads` is null and no link is signed at all.
 */
export async function toBatchView(
  ctx: AppContext,
  batch: BatchRecord,
  options: { withDownloads: boolean; withParts?: boolean },
): Promise<Batch> {
  const keys = batchKeys(batch.enterpriseId, batch.batchCode)
  const outputs = (batch.outputs ?? {}) as Record<string, string>
  const downloads: Batch['downloads'] = options.withDownloads ? {} : null
  for (const [kind, name] of Object.entries(outputs)) {
    if (downloads && (OUTPUT_KINDS as readonly string[]).includes(kind)) {
      downloads[kind as OutputKind] = await ctx.files.downloadUrl(
        keys.output(name),
        `${batch.batchCode}-${name}`,
      )
    }
  }
  return {
    batchCode: batch.batchCode,
    type: batch.type,
    configId: batch.configId,
    configName: batch.configName,
    formats: batchFormats(batch),
    process: batch.process,
    total: batch.total,
    success: batch.success,
    failed: batch.failed,
    encrypted: batch.encryptOutput || batch.type === 'OPEN_BATCH_GENERATE',
    createdAt: batch.createdAt,
    ...(batch.completedAt !== undefined && { completedAt: batch.completedAt }),
    ...(batch.problem !== undefined && { problem: batch.problem }),
    downloads,
    ...(options.withDownloads && options.withParts && { parts: await finishedParts(ctx, batch) }),
  }
}

/**
 * A running batch's finished chunks with links to their own files (the part CSV carries the header);
 * none for an encrypted batch (its parts are not what its downloads will be) or a completed one.
 */
async function finishedParts(ctx: AppContext, batch: BatchRecord): Promise<BatchPart[] | undefined> {
  const encrypted = batch.encryptOutput || batch.type === 'OPEN_BATCH_GENERATE'
  if (batch.process !== 'PROCESSING' || encrypted || batch.chunksDone === 0) return undefined
  const ref = { enterpriseId: batch.enterpriseId, batchCode: batch.batchCode }
  const { data } = await ctx.entities.batchChunk.query.byBatch(ref).go({ pages: 'all' })
  const keys = batchKeys(batch.enterpriseId, batch.batchCode)
  const pictures = batchFormats(batch).includes('PICTURE')
  const name = (chunk: number, file: string) => `${batch.batchCode}-part-${chunk + 1}-${file}`
  return Promise.all(
    data
      .filter((marker) => marker.success > 0)
      .map(async ({ chunk, success, failed }) => ({
        chunk,
        success,
        failed,
        csv: await ctx.files.downloadUrl(keys.partCsv(chunk), name(chunk, 'acs.csv')),
        ...(pictures && {
          zip: await ctx.files.downloadUrl(keys.partZip(chunk), name(chunk, 'qr-codes.zip')),
        }),
      })),
  )
}
