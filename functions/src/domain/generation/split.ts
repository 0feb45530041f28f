import { randomBytes } from 'node:crypto'
import {
  HPLMN_MISMATCH_MESSAGE,
  hplmnMismatch,
  openBatchRangeIssues,
  type ProfileConfigData,
  withLuhn,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import pMap from 'p-map'
import { z } from 'zod'
import { timed } from '../../adapters/stage-timings.ts'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { assembleIfDone, type BatchRecord, loadBatch, loadBatchConfig } from './batch-records.ts'
import { decryptUpload } from './pgp.ts'
import { readOnce } from './read-once.ts'
import { READ_SLOTS } from './read-slots.ts'
import type { ValidRow } from './reservation.ts'
import { type RowError, readInputFile, validateRows } from './rows.ts'
import { batchKeys, putSealedJson } from './storage.ts'

/**
 * Rows per chunk message: small enough to finish well within the queue's visibility timeout, and for a
 * few chunks at once to keep the SM-DP+ connections busy while one draws its pictures. The first chunk is
 * smaller, so the first ACs are downloadable within a couple of seconds of the split.
 */
export const CHUNK_SIZE = 250
export const FIRST_CHUNK_SIZE = 50

/** Where each chunk's rows start and end among `count` valid rows. */
export function chunkRanges(count: number): [number, number][] {
  const ranges: [number, number][] = []
  for (let start = 0; start < count; ) {
    const end = Math.min(count, start + (start === 0 ? FIRST_CHUNK_SIZE : CHUNK_SIZE))
    ranges.push([start, end])
    start = end
  }
  return ranges
}

export const batchInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('FILE'), fileType: z.union([z.literal(0), z.literal(1)]) }),
  z.object({
    kind: z.literal('OPEN'),
    quantity: z.number().int(),
    iccidStart: z.string(),
    imsiStart: z.string(),
  }),
])
export type BatchInput = z.infer<typeof batchInputSchema>
type BatchRef = { enterpriseId: string; batchCode: string }

/**
 * Open batch: sequential ICCIDs (Luhn appended) and IMSIs from the starting points, random Ki and OPc. The
 * request's schema refused ranges that leave the ICCID prefix or the IMSI length; one stored before that
 * rule ends the batch with the reason instead of issuing fewer or wrong identifiers. Rows whose IMSI is
 * outside the configuration's HPLMN are warned about, as an upload's are.
 */
export function openBatchRows(
  input: Extract<BatchInput, { kind: 'OPEN' }>,
  config?: Pick<ProfileConfigData, 'hplmn'>,
): {
  valid: ValidRow[]
  errors: RowError[]
  warnings: RowError[]
} {
  const [issue] = openBatchRangeIssues(input)
  if (issue) throw new AppError(ErrorCode.VALIDATION_FAILED, issue.message)
  const iccidBase = BigInt(input.iccidStart)
  const imsiBase = BigInt(input.imsiStart)
  const valid = Array.from({ length: input.quantity }, (_, i) => ({
    row: i + 1,
    iccid: withLuhn(String(iccidBase + BigInt(i))),
    imsi: String(imsiBase + BigInt(i)).padStart(input.imsiStart.length, '0'),
    ki: randomBytes(16).toString('hex').toUpperCase(),
    opc: randomBytes(16).toString('hex').toUpperCase(),
  }))
  const warnings = valid
    .filter((row) => config && hplmnMismatch(config, row.imsi))
    .map((row) => ({ row: row.row, iccid: row.iccid, reason: HPLMN_MISMATCH_MESSAGE }))
  return { valid, errors: [], warnings }
}

async function inputRows(ctx: AppContext, batch: BatchRecord, input: BatchInput) {
  if (input.kind === 'OPEN') return openBatchRows(input, await loadBatchConfig(ctx, batch))
  const keys = batchKeys(batch.enterpriseId, batch.batchCode)
  // The configuration is read while the file is.
  const [sealed, config] = await Promise.all([ctx.files.get(keys.upload), loadBatchConfig(ctx, batch)])
  let bytes = ctx.dataKey.decrypt(sealed)
  if (input.fileType === 1) bytes = await decryptUpload(ctx, bytes)
  return validateRows(await readInputFile(bytes), config)
}

/**
 * First job of a batch: reads and validates the whole input (so a repeated ICCID is caught across the
 * file) once it holds a read slot (else it is queued again for later), seals the valid rows into chunks
 * and queues the first chunk, whose count queues the others. Run again after the chunks were counted
 * out, it only re-queues the chunks not yet finished (a restart lost the queue).
 */
export async function splitBatch(ctx: AppContext, ref: BatchRef): Promise<void> {
  const batch = await loadBatch(ctx, ref)
  if (batch.process === 'COMPLETE') return
  if (batch.chunkCount === undefined) {
    // Its parts timed apart for bench:generate (the first AC waits on the whole split).
    const timings = ctx.config.stageTimingsFile
    const outcome = await timed(timings, 'split.read', () =>
      readOnce(ctx, batch, () => inputRows(ctx, batch, batchInputSchema.parse(batch.input))),
    )
    if (outcome.kind === 'ended') return
    if (outcome.kind === 'waiting') {
      await ctx.queue.enqueue([{ type: 'batch.split', ...ref }], { delaySeconds: READ_SLOTS.retrySeconds })
      return
    }
    const { valid, errors, warnings } = outcome.rows
    const keys = batchKeys(ref.enterpriseId, ref.batchCode)
    const ranges = chunkRanges(valid.length)
    const chunkCount = ranges.length
    // The first chunk's file is among the first put; the row reports go beside the chunks.
    await timed(timings, 'split.write', () =>
      Promise.all([
        pMap(
          ranges.entries(),
          ([i, [start, end]]) => putSealedJson(ctx, keys.chunk(i), valid.slice(start, end)),
          { concurrency: 16 },
        ),
        ctx.files.put(keys.validationErrors, JSON.stringify(errors), 'application/json'),
        ctx.files.put(keys.validationWarnings, JSON.stringify(warnings), 'application/json'),
      ]),
    )
    await timed(timings, 'split.queue', async () => {
      await ctx.entities.batch
        .patch(ref)
        .set({ total: valid.length + errors.length, failed: errors.length, chunkCount })
        .go()
      // Nothing of a batch just read is counted: its first chunk goes alone, and queues the others.
      if (chunkCount > 0) await ctx.queue.enqueue([{ type: 'batch.chunk', ...ref, chunk: 0 }])
    })
    if (chunkCount > 0) return
  } else await queueUnfinishedChunks(ctx, ref)
  await assembleIfDone(ctx, ref)
}

/**
 * Queues the batch's chunks not yet counted, the first chunk alone while it is not: it runs with the
 * machine to itself until it is stored, drawn and downloadable, and its count queues the others (see
 * `chunks.ts` `releaseAfterFirst`, which names it in `counted`). Answers how many were queued.
 */
export async function queueUnfinishedChunks(
  ctx: AppContext,
  ref: BatchRef,
  counted: number[] = [],
): Promise<number> {
  const [batch, { data: done }] = await Promise.all([
    loadBatch(ctx, ref),
    ctx.entities.batchChunk.query.byBatch(ref).go({ pages: 'all', consistent: true }),
  ])
  const finished = new Set([...counted, ...done.map((c) => c.chunk)])
  const unfinished = Array.from({ length: batch.chunkCount ?? 0 }, (_, i) => i).filter(
    (i) => !finished.has(i),
  )
  const pending = unfinished[0] === 0 ? [0] : unfinished
  if (pending.length > 0) {
    const { enterpriseId, batchCode } = ref
    await ctx.queue.enqueue(
      pending.map((chunk) => ({ type: 'batch.chunk' as const, enterpriseId, batchCode, chunk })),
    )
  }
  return pending.length
}
