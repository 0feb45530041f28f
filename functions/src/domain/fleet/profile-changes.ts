import type { ProfileLogAction } from '@simlessly/shared'
import { ulid } from 'ulid'
import type { AppContext } from '../../context.ts'
import { keyChanges } from '../../entities/fleet-index.ts'
import type { TransactionEntities, TransactionItem } from '../../entities/index.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import { committed, isConditionalFailure, TRANSACTION_ITEMS } from '../../entities/transaction.ts'
import { counterDeltas, LOG_COUNTERS, sumDeltas } from '../counter.ts'
import { type StatEvent, statItemCount, statWrites } from '../stat/record.ts'

type Settable = {
  notes: string
  protected: boolean
  recycleStatus: 'NONE' | 'RECYCLED' | 'FAILED'
  recycleReason: string
  groupId: string
  status: ProfileItem['status']
  eid: string
  matchingId: string
  ac: string
  lastFailure: string
}

/** One change to one profile, with what it writes beside it: a Profile log entry, a Recycle log entry. */
export type ProfileChange = {
  before: ProfileItem
  set?: Partial<Settable>
  remove?: ('notes' | 'groupId' | 'recycleReason' | 'lastFailure')[]
  add?: { regenerations?: number }
  log?: { action: ProfileLogAction; before?: string; after?: string; detail?: string }
  recycleLog?: { result: 'RECYCLED' | 'FAILED'; reason?: string; campaignId?: string }
  /** Counters that move with it beyond the fleet's own (e.g. downloads of the day). */
  counters?: Record<string, number>
  /**
   * Events it counts in the hourly statistics, beyond those every change of its kind counts (a recycle, a
   * new AC); each falls in the profile's configuration and group.
   */
  stats?: Omit<StatEvent, 'enterpriseId' | 'profile'>[]
  /** Other writes of the same transaction (e.g. a notification's receipt, an EID push's status). */
  extra?: (entities: TransactionEntities) => TransactionItem[]
  /**
   * Plans the change again from the profile as it is now, when it changed meanwhile: a change, null when
   * there is nothing left to do, or the reason it no longer applies.
   */
  replan?: (current: ProfileItem) => Replanned | Promise<Replanned>
}

export type { TransactionEntities, TransactionItem }

type Replanned = ProfileChange | string | null

export type ChangeOutcome = { iccid: string; ok: true } | { iccid: string; ok: false; reason: string }

/** Changes per transaction at most; fewer when their writes, counters and statistics pass 100 items. */
const CHANGES_PER_TRANSACTION = 25
/** The writes a change's `extra` may add (a notification's receipt, an EID push's status). */
const EXTRA_WRITES = 2
export const CHANGED_MEANWHILE = 'This profile changed while you were working on it; reload and try again'

/**
 * Applies changes to profiles: the profile (with its fleet index keys), its log entries and the fleet
 * counters move in one transaction, and each profile only if it is still as it was read (its updatedAt),
 * so two people editing at once cannot lose an edit or miscount. A group refused because a profile
 * changed meanwhile is redone profile by profile; a change with `replan` is planned again from the
 * profile as it is now (a few times), one without is reported.
 */
export async function applyProfileChanges(
  ctx: AppContext,
  actor: string,
  changes: ProfileChange[],
): Promise<ChangeOutcome[]> {
  const outcomes: ChangeOutcome[] = []
  for (const group of transactionGroups(changes, ctx.now())) {
    try {
      await write(ctx, actor, group)
      outcomes.push(...group.map((c): ChangeOutcome => ({ iccid: c.before.iccid, ok: true })))
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
      for (const change of group) outcomes.push(await applyOne(ctx, actor, change))
    }
  }
  return outcomes
}

const REPLANS = 4

async function applyOne(ctx: AppContext, actor: string, first: ProfileChange): Promise<ChangeOutcome> {
  const iccid = first.before.iccid
  let change: ProfileChange = first
  for (let attempt = 0; ; attempt++) {
    try {
      await write(ctx, actor, [change])
      return { iccid, ok: true }
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
      if (!first.replan || attempt >= REPLANS) return { iccid, ok: false, reason: CHANGED_MEANWHILE }
    }
    const { data } = await ctx.entities.profile
      .get({ enterpriseId: first.before.enterpriseId, iccid })
      .go({ consistent: true })
    const next = data
      ? await first.replan(data as ProfileItem)
      : `ICCID ${iccid} is no longer a profile of this enterprise`
    if (next === null) return { iccid, ok: true }
    if (typeof next === 'string') return { iccid, ok: false, reason: next }
    change = next
  }
}

/** The changes in order, in groups that each fit one transaction. */
export function transactionGroups(changes: ProfileChange[], now: number): ProfileChange[][] {
  const groups: ProfileChange[][] = []
  let group: ProfileChange[] = []
  for (const change of changes) {
    const widened = [...group, change]
    if (
      group.length > 0 &&
      (group.length >= CHANGES_PER_TRANSACTION || itemsOf(widened, now) > TRANSACTION_ITEMS)
    ) {
      groups.push(group)
      group = [change]
    } else group = widened
  }
  if (group.length > 0) groups.push(group)
  return groups
}

/** The items a group's transaction holds at most. */
export function itemsOf(changes: ProfileChange[], now: number): number {
  const writes = changes.reduce(
    (sum, c) => sum + 1 + (c.log ? 1 : 0) + (c.recycleLog ? 1 : 0) + (c.extra ? EXTRA_WRITES : 0),
    0,
  )
  return writes + counterMoves(changes).size + statItemCount(changes.flatMap((c) => statEventsOf(c, now)))
}

/** What a change counts in the hourly statistics: its own events, a recycle, a new AC. */
function statEventsOf(c: ProfileChange, now: number): StatEvent[] {
  const { enterpriseId, configId, groupId } = c.before
  const base = { enterpriseId, profile: { configId, groupId } }
  const events: StatEvent[] = (c.stats ?? []).map((event) => ({ ...base, ...event }))
  if (c.recycleLog?.result === 'RECYCLED') events.push({ ...base, code: 'r', at: now })
  if (c.add?.regenerations) events.push({ ...base, code: 'g', at: now, by: c.add.regenerations })
  return events
}

const afterOf = (c: ProfileChange) => {
  const after = { ...c.before, ...c.set }
  for (const name of c.remove ?? []) delete after[name]
  return after
}

/** How the counters move with a group of changes: the fleet's, the logs' and each change's own. */
function counterMoves(changes: ProfileChange[]): Map<string, number> {
  const logged = (count: number): Map<string, number> =>
    new Map(count > 0 ? [[LOG_COUNTERS.profile, count]] : [])
  const recycled = (count: number): Map<string, number> =>
    new Map(count > 0 ? [[LOG_COUNTERS.recycle, count]] : [])
  const deltas = sumDeltas([
    ...changes.map((c) => counterDeltas(c.before, afterOf(c))),
    logged(changes.filter((c) => c.log).length),
    recycled(changes.filter((c) => c.recycleLog).length),
    ...changes.map((c) => new Map(Object.entries(c.counters ?? {}))),
  ])
  return deltas
}

async function write(ctx: AppContext, actor: string, changes: ProfileChange[]) {
  const now = ctx.now()
  const deltas = counterMoves(changes)
  const stats = changes.flatMap((c) => statEventsOf(c, now))
  const enterpriseId = changes[0]?.before.enterpriseId ?? ''
  await committed(
    ctx.entities.service.transaction
      .write((entities) => {
        const { profile, profileLog, recycleLog, counter } = entities
        return [
          ...changes.flatMap((c) => {
            const keys = keyChanges(afterOf(c))
            const key = { enterpriseId: c.before.enterpriseId, iccid: c.before.iccid }
            let update = profile
              .update(key)
              .set({ ...c.set, ...keys.set, updatedAt: Math.max(now, c.before.updatedAt + 1) })
            const removed = [...(c.remove ?? []), ...keys.remove]
            if (removed.length > 0) update = update.remove(removed)
            if (c.add?.regenerations) update = update.add({ regenerations: c.add.regenerations })
            const items = [
              update.where(({ updatedAt }, { eq }) => eq(updatedAt, c.before.updatedAt)).commit(),
            ]
            if (c.log) {
              items.push(profileLog.create({ ...key, logId: ulid(now), ...c.log, actor, at: now }).commit())
            }
            if (c.recycleLog) {
              items.push(
                recycleLog.create({ ...key, logId: ulid(now), ...c.recycleLog, actor, at: now }).commit(),
              )
            }
            return [...items, ...(c.extra?.(entities) ?? [])]
          }),
          ...[...deltas].map(([name, by]) =>
            counter.update({ enterpriseId, name }).add({ count: by }).commit(),
          ),
          ...statWrites(entities, stats),
        ]
      })
      .go(),
  )
}

/**
 * Applies one change planned from the profile as it is now, planned again if it changes meanwhile; a plan
 * of null means there is nothing to do (outcome ok).
 */
export async function changeProfileWhenFree(
  ctx: AppContext,
  actor: string,
  key: { enterpriseId: string; iccid: string },
  plan: (
    profile: ProfileItem,
  ) => Omit<ProfileChange, 'replan'> | null | Promise<Omit<ProfileChange, 'replan'> | null>,
): Promise<ChangeOutcome> {
  const { data } = await ctx.entities.profile.get(key).go({ consistent: true })
  if (!data)
    return { iccid: key.iccid, ok: false, reason: `ICCID ${key.iccid} is not a profile of this enterprise` }
  const first = await plan(data as ProfileItem)
  if (!first) return { iccid: key.iccid, ok: true }
  const [outcome] = await applyProfileChanges(ctx, actor, [{ ...first, replan: plan }])
  return outcome ?? { iccid: key.iccid, ok: false, reason: CHANGED_MEANWHILE }
}
