import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { type BatchRecord, endBatch } from './batch-records.ts'
import { UNREADABLE_WITHIN_LIMITS } from './read-limits.ts'
import { isBeingRead, takeReadSlot } from './read-slots.ts'

export type ReadOutcome<T> =
  | { kind: 'read'; rows: T }
  /** No read slot is free, or another attempt is reading: try again later. */
  | { kind: 'waiting' }
  /** The batch ended with the problem named (the file was refused, or an earlier read died). */
  | { kind: 'ended' }

type BatchRef = { enterpriseId: string; batchCode: string }

/**
 * Reads a batch's input at most once to a crash. The batch is marked as being read before the read starts
 * and unmarked when it ends, whatever the end; only a process that died while reading leaves the mark.
 * A later attempt that finds the mark, with no live read slot held for the batch, ends the batch with
 * UNREADABLE_WITHIN_LIMITS instead of reading the file again: a file that took its reader down once
 * would do it on every retry. A file refused while being read (AppError) ends the batch with the reason.
 */
export async function readOnce<T>(
  ctx: AppContext,
  batch: BatchRecord,
  read: () => Promise<T>,
): Promise<ReadOutcome<T>> {
  const ref = { enterpriseId: batch.enterpriseId, batchCode: batch.batchCode }
  if (batch.readingSince !== undefined) {
    if (await isBeingRead(ctx, ref)) return { kind: 'waiting' }
    ctx.logger.error('an earlier read of this batch did not finish; ending it', ref)
    await endBatch(ctx, ref, UNREADABLE_WITHIN_LIMITS)
    return { kind: 'ended' }
  }
  const slot = await takeReadSlot(ctx, ref)
  if (!slot) return { kind: 'waiting' }
  try {
    if (!(await markReading(ctx, ref))) return { kind: 'waiting' }
    let rows: T
    try {
      rows = await read()
    } catch (error) {
      if (error instanceof AppError) {
        await endBatch(ctx, ref, error.message)
        return { kind: 'ended' }
      }
      // Storage or network: not the file's doing, so a retry may read it.
      await unmarkReading(ctx, ref)
      throw error
    }
    await unmarkReading(ctx, ref)
    return { kind: 'read', rows }
  } finally {
    await slot.release()
  }
}

/** Marks the batch, unless another attempt did first or the batch moved on. */
async function markReading(ctx: AppContext, ref: BatchRef): Promise<boolean> {
  try {
    await ctx.entities.batch
      .patch(ref)
      .set({ readingSince: ctx.now() })
      .where(
        ({ readingSince, chunkCount, process }, { notExists, eq }) =>
          `${notExists(readingSince)} AND ${notExists(chunkCount)} AND ${eq(process, 'PROCESSING')}`,
      )
      .go()
    return true
  } catch (error) {
    if (isConditionalFailure(error)) return false
    throw error
  }
}

async function unmarkReading(ctx: AppContext, ref: BatchRef): Promise<void> {
  await ctx.entities.batch.patch(ref).remove(['readingSince']).go()
}
