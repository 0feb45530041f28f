import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { READ_LIMITS } from './read-limits.ts'

/**
 * How many uploaded files are read at once. Per enterprise, through leases in the table, so a tenant that
 * uploads many large files at once waits its turn while other tenants' batches go on. Per process, so the
 * records of one worker invocation (handled side by side) never hold more than a few reads in memory.
 * A batch that finds no slot is queued again after `retrySeconds`; waiting is not a failure.
 */
export const READ_SLOTS = {
  perEnterprise: 2,
  perProcess: 2,
  /** Longer than a read may take (READ_LIMITS.maxMilliseconds), so a live read never loses its slot. */
  leaseMs: READ_LIMITS.maxMilliseconds + 20_000,
  retrySeconds: 5,
}

type BatchRef = { enterpriseId: string; batchCode: string }
export type ReadSlot = { release(): Promise<void> }

let readsInProcess = 0

/** A slot to read this batch's file in, or undefined when the process or the enterprise has none free. */
export async function takeReadSlot(
  ctx: AppContext,
  ref: BatchRef,
  slots = READ_SLOTS,
): Promise<ReadSlot | undefined> {
  if (readsInProcess >= slots.perProcess) return undefined
  readsInProcess++
  let slot: number | undefined
  try {
    slot = await claimFreeSlot(ctx, ref, slots)
  } finally {
    if (slot === undefined) readsInProcess--
  }
  if (slot === undefined) return undefined
  const held = slot
  let released = false
  return {
    async release() {
      if (released) return
      released = true
      readsInProcess--
      await freeSlot(ctx, ref, held)
    },
  }
}

/** The first of the enterprise's slots this batch could lease, if any. */
async function claimFreeSlot(ctx: AppContext, ref: BatchRef, slots: typeof READ_SLOTS) {
  for (let slot = 0; slot < slots.perEnterprise; slot++) {
    if (await claimSlot(ctx, ref, slot, slots.leaseMs)) return slot
  }
  return undefined
}

async function claimSlot(ctx: AppContext, ref: BatchRef, slot: number, leaseMs: number): Promise<boolean> {
  const now = ctx.now()
  try {
    await ctx.entities.readLease
      .put({
        enterpriseId: ref.enterpriseId,
        slot,
        batchCode: ref.batchCode,
        heldUntil: now + leaseMs,
        expiresAt: Math.ceil((now + leaseMs) / 1000) + 3600,
      })
      .where(({ heldUntil }, { notExists, lt }) => `${notExists(heldUntil)} OR ${lt(heldUntil, now)}`)
      .go()
    return true
  } catch (error) {
    if (isConditionalFailure(error)) return false
    throw error
  }
}

async function freeSlot(ctx: AppContext, ref: BatchRef, slot: number): Promise<void> {
  try {
    await ctx.entities.readLease
      .delete({ enterpriseId: ref.enterpriseId, slot })
      .where(({ batchCode }, { eq }) => eq(batchCode, ref.batchCode))
      .go()
  } catch (error) {
    // The lease ran out and another batch holds the slot now: it is not ours to free.
    if (!isConditionalFailure(error)) throw error
  }
}

/** Whether some worker holds a live slot for this batch, that is, may be reading its file right now. */
export async function isBeingRead(ctx: AppContext, ref: BatchRef): Promise<boolean> {
  const { data } = await ctx.entities.readLease.query
    .bySlot({ enterpriseId: ref.enterpriseId })
    .go({ consistent: true, pages: 'all' })
  const now = ctx.now()
  return data.some((lease) => lease.batchCode === ref.batchCode && lease.heldUntil >= now)
}
