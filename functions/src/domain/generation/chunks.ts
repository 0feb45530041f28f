import type { QrStyle } from '@simlessly/shared'
import { z } from 'zod'
import { timed } from '../../adapters/stage-timings.ts'
import type { AppContext } from '../../context.ts'
import { committed, isConditionalFailure } from '../../entities/transaction.ts'
import { actorName } from '../actor.ts'
import { blockIndex } from '../block-list.ts'
import { renderPoolOf } from '../qr-style/render-pool.ts'
import { acCsvHeader } from './assemble.ts'
import {
  assembleIfDone,
  type BatchRecord,
  batchFormats,
  loadBatch,
  loadBatchConfig,
} from './batch-records.ts'
import { renderChunk } from './outputs.ts'
import type { RowOutcome, ValidRow } from './reservation.ts'
import { reserveRows } from './reserve.ts'
import { queueUnfinishedChunks } from './split.ts'
import { batchKeys, getSealedJson } from './storage.ts'
import { type BatchScope, countOf, countWrites, createdProfile, type ProfileCount } from './store.ts'

export type ChunkRef = { enterpriseId: string; batchCode: string; chunk: number }

const validRowSchema = z.object({
  row: z.number(),
  iccid: z.string(),
  imsi: z.string(),
  ki: z.string(),
  opc: z.string(),
  msisdn: z.string().optional(),
  eid: z.string().optional(),
})

/**
 * Starts the render pool's threads as the worker starts (`RenderPool.warm`), so a batch's first chunk
 * does not wait for them to boot. Not awaited; a failure is logged and the first chunk starts them again.
 */
export function warmRenderPool(ctx: AppContext): void {
  renderPoolOf(ctx.config.renderThreads, ctx.config.stageTimingsFile)
    .warm()
    .catch((error: unknown) => ctx.logger.warn('the render pool did not start', { error: String(error) }))
}

export async function chunkRows(ctx: AppContext, ref: ChunkRef): Promise<ValidRow[]> {
  const keys = batchKeys(ref.enterpriseId, ref.batchCode)
  return z.array(validRowSchema).parse(await getSealedJson(ctx, keys.chunk(ref.chunk)))
}

async function isFinished(ctx: AppContext, ref: ChunkRef): Promise<boolean> {
  const { data } = await ctx.entities.batchChunk.get(ref).go({ consistent: true })
  return data !== null
}

/**
 * Marks the chunk's attempt before anything of it is stored, and says whether an earlier attempt left
 * the mark: only then can profiles of the chunk be stored already, and only then are they read.
 */
async function isRetry(ctx: AppContext, ref: ChunkRef): Promise<boolean> {
  const key = batchKeys(ref.enterpriseId, ref.batchCode).chunkAttempt(ref.chunk)
  if ((await ctx.files.getAtMost(key, 1024)) !== undefined) return true
  await ctx.files.put(key, String(ctx.now()), 'text/plain')
  return false
}

/**
 * The worker's unit of work: reserve a chunk's rows, write its share of the outputs, count it once.
 * A redelivered message finds the chunk counted and goes straight to the assembly check.
 */
export async function processChunk(ctx: AppContext, ref: ChunkRef): Promise<void> {
  const timings = ctx.config.stageTimingsFile
  // Everything the chunk reads before its claims, in two rounds: the marker with the batch, then the
  // rest at once (the block list and the creator's name too, which the reservation would read in turn).
  const started = await timed(timings, 'read', async () => {
    const [finished, batch] = await Promise.all([isFinished(ctx, ref), loadBatch(ctx, ref)])
    if (finished) return undefined
    const [config, rows, retry, blocks, name] = await Promise.all([
      loadBatchConfig(ctx, batch),
      chunkRows(ctx, ref),
      isRetry(ctx, ref),
      blockIndex(ctx, ref.enterpriseId),
      actorName(ctx, batch.createdBy),
    ])
    return { batch, config, rows, retry, blocks, name }
  })
  if (started) {
    const { batch, config, rows, retry, blocks, name } = started
    const job = { ...ref, userId: batch.createdBy, config, rows, retry, blocks, actorName: name }
    const { outcomes, count } = await reserveRows(ctx, job, { countInline: false })
    await finishChunk(ctx, { ref, configId: config.configId, batch, rows, outcomes, count })
  }
  await releaseAfterFirst(ctx, ref, started !== undefined)
  await timed(timings, 'assemble', () => assembleIfDone(ctx, ref))
}

/**
 * The first chunk runs alone, so its ACs are stored, drawn and downloadable without sharing the machine
 * with the chunks behind it; once it is counted, it queues them, then marks that it did. A later run of
 * it that did not count it (a retry after a failure past the count) queues them only without the mark:
 * a chunk may be queued twice after a crash, never left out, and not while it runs.
 */
async function releaseAfterFirst(ctx: AppContext, ref: ChunkRef, counted: boolean): Promise<void> {
  if (ref.chunk !== 0) return
  const mark = batchKeys(ref.enterpriseId, ref.batchCode).othersQueued
  if (!counted && (await ctx.files.getAtMost(mark, 64)) !== undefined) return
  await queueUnfinishedChunks(ctx, ref, [0])
  await ctx.files.put(mark, String(ctx.now()), 'text/plain')
}

/**
 * A chunk that kept failing (from the dead-letter queue): its rows are reported failed, the batch ends.
 * Profiles an attempt stored are counted in the fleet all the same (they exist), once, with the chunk.
 */
export async function abandonChunk(ctx: AppContext, ref: ChunkRef, cause: string): Promise<void> {
  const counting = !(await isFinished(ctx, ref))
  if (counting) {
    const batch = await loadBatch(ctx, ref)
    const rows = await chunkRows(ctx, ref)
    const scope = { ...ref, configId: batch.configId }
    const stored = await storedBy(ctx, scope, rows)
    const reason = `Not generated: processing failed repeatedly (${cause}); generate these rows again`
    await finishChunk(ctx, {
      ref,
      configId: batch.configId,
      batch,
      rows,
      outcomes: rows.map((r) => ({ row: r.row, iccid: r.iccid, ok: false, reason })),
      count: countOf(stored.map((row) => createdProfile(scope, row, ctx.now()))),
    })
  }
  await releaseAfterFirst(ctx, ref, counting)
  await assembleIfDone(ctx, ref)
}

/** The rows whose profile this batch stored. */
async function storedBy(ctx: AppContext, scope: BatchScope, rows: ValidRow[]): Promise<ValidRow[]> {
  if (rows.length === 0) return []
  const { data } = await ctx.entities.profile
    .get(rows.map((r) => ({ enterpriseId: scope.enterpriseId, iccid: r.iccid })))
    .go({ consistent: true })
  const mine = new Set(data.filter((p) => p.batchCode === scope.batchCode).map((p) => p.iccid))
  return rows.filter((r) => mine.has(r.iccid))
}

type Finished = {
  ref: ChunkRef
  configId: string
  batch: BatchRecord
  rows: ValidRow[]
  outcomes: RowOutcome[]
  count: ProfileCount
}

/**
 * Writes the chunk's part files, then counts it in one transaction: its marker (created once, so a
 * chunk is counted once whatever delivers it), the batch's totals, and the fleet counters and statistics
 * of the profiles it generated.
 */
async function finishChunk(ctx: AppContext, { ref, configId, batch, rows, outcomes, count }: Finished) {
  const timings = ctx.config.stageTimingsFile
  const keys = batchKeys(ref.enterpriseId, ref.batchCode)
  const pool = renderPoolOf(ctx.config.renderThreads, timings)
  // The pictures are drawn in the pool's threads (their CPU is the 'render' stage's, measured there).
  const output = await timed(timings, 'outputs', () =>
    renderChunk(rows, outcomes, {
      formats: batchFormats(batch),
      withSecrets: batch.type === 'OPEN_BATCH_GENERATE',
      zipPictures: (pictures) => pool.zip(batch.qrStyle as QrStyle | undefined, pictures),
    }),
  )
  // A plain part carries the header, so it can be downloaded alone while the batch runs.
  const partBody = (text: string) =>
    batch.type === 'OPEN_BATCH_GENERATE'
      ? ctx.dataKey.encrypt(new TextEncoder().encode(text))
      : acCsvHeader(false) + text
  await timed(timings, 'files', () =>
    Promise.all([
      ctx.files.put(keys.partCsv(ref.chunk), partBody(output.csv), 'text/csv'),
      output.zip && ctx.files.put(keys.partZip(ref.chunk), output.zip, 'application/zip'),
      ctx.files.put(keys.partErrors(ref.chunk), JSON.stringify(output.errors), 'application/json'),
    ]),
  )

  const success = outcomes.filter((o) => o.ok).length
  const failed = outcomes.length - success
  const now = ctx.now()
  try {
    await timed(timings, 'count', () =>
      committed(
        ctx.entities.service.transaction
          .write((entities) => [
            entities.batchChunk.create({ ...ref, success, failed, finishedAt: now }).commit(),
            entities.batch
              .update({ enterpriseId: ref.enterpriseId, batchCode: ref.batchCode })
              .add({ success, failed, chunksDone: 1 })
              .commit(),
            ...countWrites(entities, { ...ref, configId }, count, now),
          ])
          .go(),
      ),
    )
  } catch (error) {
    // Another delivery of the same chunk counted it first; its outputs are the same.
    if (!isConditionalFailure(error)) throw error
  }
}
