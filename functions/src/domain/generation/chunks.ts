import type { QrStyle } from '@simlessly/shared'
import { z } from 'zod'
import { timed, timedSync } from '../../adapters/stage-timings.ts'
import type { AppContext } from '../../context.ts'
import { committed, isConditionalFailure } from '../../entities/transaction.ts'
import { qrRenderer } from '../qr-style/styles.ts'
import { assembleIfDone, batchFormats, loadBatch, loadBatchConfig } from './batch-records.ts'
import { renderChunk } from './outputs.ts'
import type { RowOutcome, ValidRow } from './reservation.ts'
import { reserveRows } from './reserve.ts'
import { batchKeys, getSealedJson } from './storage.ts'

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

export async function chunkRows(ctx: AppContext, ref: ChunkRef): Promise<ValidRow[]> {
  const keys = batchKeys(ref.enterpriseId, ref.batchCode)
  return z.array(validRowSchema).parse(await getSealedJson(ctx, keys.chunk(ref.chunk)))
}

async function isFinished(ctx: AppContext, ref: ChunkRef): Promise<boolean> {
  const { data } = await ctx.entities.batchChunk.get(ref).go({ consistent: true })
  return data !== null
}

/**
 * The worker's unit of work: reserve a chunk's rows, write its share of the outputs, count it once.
 * A redelivered message finds the chunk counted and goes straight to the assembly check.
 */
export async function processChunk(ctx: AppContext, ref: ChunkRef): Promise<void> {
  const timings = ctx.config.stageTimingsFile
  const started = await timed(timings, 'read', async () => {
    if (await isFinished(ctx, ref)) return undefined
    const batch = await loadBatch(ctx, ref)
    return { batch, config: await loadBatchConfig(ctx, batch), rows: await chunkRows(ctx, ref) }
  })
  if (started) {
    const { batch, config, rows } = started
    const outcomes = await reserveRows(ctx, {
      enterpriseId: ref.enterpriseId,
      batchCode: ref.batchCode,
      userId: batch.createdBy,
      config,
      rows,
    })
    await finishChunk(ctx, ref, rows, outcomes)
  }
  await timed(timings, 'assemble', () => assembleIfDone(ctx, ref))
}

/** A chunk that kept failing (from the dead-letter queue): its rows are reported failed, the batch ends. */
export async function abandonChunk(ctx: AppContext, ref: ChunkRef, cause: string): Promise<void> {
  if (!(await isFinished(ctx, ref))) {
    const rows = await chunkRows(ctx, ref)
    const reason = `Not generated: processing failed repeatedly (${cause}); generate these rows again`
    await finishChunk(
      ctx,
      ref,
      rows,
      rows.map((r) => ({ row: r.row, iccid: r.iccid, ok: false, reason })),
    )
  }
  await assembleIfDone(ctx, ref)
}

async function finishChunk(ctx: AppContext, ref: ChunkRef, rows: ValidRow[], outcomes: RowOutcome[]) {
  const timings = ctx.config.stageTimingsFile
  const batch = await timed(timings, 'read', () => loadBatch(ctx, ref))
  const keys = batchKeys(ref.enterpriseId, ref.batchCode)
  const output = timedSync(timings, 'render', () =>
    renderChunk(rows, outcomes, {
      formats: batchFormats(batch),
      withSecrets: batch.type === 'OPEN_BATCH_GENERATE',
      renderQr: qrRenderer(batch.qrStyle as QrStyle | undefined),
    }),
  )
  const sealedIfSecret = (text: string) =>
    batch.type === 'OPEN_BATCH_GENERATE' ? ctx.dataKey.encrypt(new TextEncoder().encode(text)) : text
  await timed(timings, 'files', async () => {
    await ctx.files.put(keys.partCsv(ref.chunk), sealedIfSecret(output.csv), 'text/csv')
    if (output.zip) await ctx.files.put(keys.partZip(ref.chunk), output.zip, 'application/zip')
    await ctx.files.put(keys.partErrors(ref.chunk), JSON.stringify(output.errors), 'application/json')
  })

  const success = outcomes.filter((o) => o.ok).length
  const failed = outcomes.length - success
  try {
    await timed(timings, 'count', () =>
      committed(
        ctx.entities.service.transaction
          .write(({ batchChunk, batch: batches }) => [
            batchChunk.create({ ...ref, success, failed, finishedAt: ctx.now() }).commit(),
            batches
              .update({ enterpriseId: ref.enterpriseId, batchCode: ref.batchCode })
              .add({ success, failed, chunksDone: 1 })
              .commit(),
          ])
          .go(),
      ),
    )
  } catch (error) {
    // Another delivery of the same chunk counted it first; its outputs are the same.
    if (!isConditionalFailure(error)) throw error
  }
}
