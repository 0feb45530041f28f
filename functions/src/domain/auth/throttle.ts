import { SIGN_IN_THROTTLE } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { TransactionEntities, TransactionItem } from '../../entities/index.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'

export type ThrottleRule = { limit: number; windowMs: number }

/** Failed sign-ins for one account (its email) in a window, then a wait until the window ends. */
export const LOGIN_FAILURES: ThrottleRule = {
  limit: SIGN_IN_THROTTLE.failuresPerAccount,
  windowMs: SIGN_IN_THROTTLE.windowMs,
}
/** Failed sign-ins from one client address, whatever the accounts tried. */
export const LOGIN_FAILURES_PER_ADDRESS: ThrottleRule = {
  limit: SIGN_IN_THROTTLE.failuresPerAddress,
  windowMs: SIGN_IN_THROTTLE.windowMs,
}
/** Mails to one address (activation, reset): a few per hour, so the console cannot be used to flood one. */
export const MAILS_PER_ADDRESS: ThrottleRule = { limit: 5, windowMs: 60 * 60 * 1000 }

function windowOf(ctx: AppContext, rule: ThrottleRule) {
  const windowStart = Math.floor(ctx.now() / rule.windowMs) * rule.windowMs
  return { windowStart, windowEnd: windowStart + rule.windowMs }
}

const ttl = (windowEnd: number) => Math.ceil(windowEnd / 1000) + 60

/** Counts one more event (an atomic ADD) and returns the new count. */
export async function count(ctx: AppContext, key: string, rule: ThrottleRule): Promise<number> {
  const { windowStart, windowEnd } = windowOf(ctx, rule)
  const { data } = await ctx.entities.throttle
    .upsert({ key, windowStart, expiresAt: ttl(windowEnd) })
    .add({ count: 1 })
    .go({ response: 'all_new' })
  return data.count
}

/**
 * Takes one of the window's events before the work it guards, in one conditional ADD: false when the limit
 * is reached. Requests that race all go through DynamoDB's check, so no more than the limit ever pass,
 * where reading the count first and adding after would let every racing request through.
 */
export async function claim(ctx: AppContext, key: string, rule: ThrottleRule): Promise<boolean> {
  const { windowStart, windowEnd } = windowOf(ctx, rule)
  try {
    await ctx.entities.throttle
      .update({ key, windowStart })
      .add({ count: 1 })
      .set({ expiresAt: ttl(windowEnd) })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, rule.limit)}`)
      .go()
    return true
  } catch (error) {
    if (isConditionalFailure(error)) return false
    throw error
  }
}

/** A key's count in the window a claim took it in: where its give-back or clearing goes. */
export type Claimed = { key: string; windowStart: number }

/**
 * `claim` for several keys in one transaction (one write to wait for where there were as many): every
 * count is taken or none is. Answers, for each, whether it was admitted (a refused one's limit is reached)
 * and, where its count is held, the window it was taken in (none when any was refused). A transaction
 * cancelled for another reason (another one writing the same count at that moment) is taken again as
 * single claims, which hold what they admitted.
 */
export async function claimAll(
  ctx: AppContext,
  claims: { key: string; rule: ThrottleRule }[],
): Promise<{ admitted: boolean[]; taken: (Claimed | undefined)[] }> {
  const windows = claims.map(({ key, rule }) => ({ key, rule, ...windowOf(ctx, rule) }))
  const result = await ctx.entities.service.transaction
    .write((tx) =>
      windows.map(({ key, rule, windowStart, windowEnd }) =>
        tx.throttle
          .update({ key, windowStart })
          .add({ count: 1 })
          .set({ expiresAt: ttl(windowEnd) })
          .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, rule.limit)}`)
          .commit(),
      ),
    )
    .go()
  const all = windows.map(({ key, windowStart }) => ({ key, windowStart }))
  if (!result.canceled) return { admitted: claims.map(() => true), taken: all }
  // A cancelled transaction answers each write with its code (None: it would have passed).
  const codes = (result.data as { code?: string }[]).map((answer) => answer.code ?? 'None')
  if (codes.every((code) => code === 'None' || code === 'ConditionalCheckFailed')) {
    return { admitted: codes.map((code) => code !== 'ConditionalCheckFailed'), taken: [] }
  }
  const admitted = await Promise.all(claims.map(({ key, rule }) => claim(ctx, key, rule)))
  return { admitted, taken: all.map((claimed, i) => (admitted[i] ? claimed : undefined)) }
}

/**
 * The writes that give back a claimed count (as `giveBack`) or forget the key's window (as `clear`), for a
 * transaction with other writes: the window is the one the claim took.
 */
export function releaseWrites(
  tx: TransactionEntities,
  release: { giveBack: Claimed[]; clear: Claimed[] },
): TransactionItem[] {
  return [
    ...release.giveBack.map((claimed) =>
      tx.throttle
        .update(claimed)
        .add({ count: -1 })
        .where(({ count }, { gt }) => gt(count, 0))
        .commit(),
    ),
    ...release.clear.map((claimed) => tx.throttle.delete(claimed).commit()),
  ]
}

/** Gives back an event claimed in the current window (the work it guarded did not count against it). */
export async function giveBack(ctx: AppContext, key: string, rule: ThrottleRule): Promise<void> {
  const { windowStart } = windowOf(ctx, rule)
  await ctx.entities.throttle
    .update({ key, windowStart })
    .add({ count: -1 })
    .where(({ count }, { gt }) => gt(count, 0))
    .go()
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error
    })
}

/** Forgets the key's events in the current window. */
export async function clear(ctx: AppContext, key: string, rule: ThrottleRule): Promise<void> {
  await ctx.entities.throttle.delete({ key, windowStart: windowOf(ctx, rule).windowStart }).go()
}

/** Milliseconds until the current window of the rule ends. */
export function retryAfterMs(ctx: AppContext, rule: ThrottleRule): number {
  return windowOf(ctx, rule).windowEnd - ctx.now()
}
