import pMap from 'p-map'
import { ulid } from 'ulid'
import type { AppContext } from '../../context.ts'
import { fleetKeys, type IndexedProfile } from '../../entities/fleet-index.ts'
import type { TransactionEntities, TransactionItem } from '../../entities/index.ts'
import { type ProfileItem, profileKeys } from '../../entities/profile.ts'
import { LOG_GROUP_ICCID } from '../../entities/profile-logs.ts'
import { templatedPuts } from '../../entities/templated-puts.ts'
import { committed, inGroups, isConditionalFailure, TRANSACTION_ITEMS } from '../../entities/transaction.ts'
import { actorName } from '../actor.ts'
import { counterDeltas, counterNames, LOG_COUNTERS, sumDeltas } from '../counter.ts'
import { type StatEvent, statItemCount, statWrites } from '../stat/record.ts'
import type { ReserveJob, RowOutcome, ValidRow } from './reservation.ts'

/**
 * What a chunk's profiles add to the fleet's counters and statistics: summed once for the chunk and
 * written in its count transaction (chunks.ts), which happens once per chunk, rather than with every group
 * of profiles, where a dozen shared items in every transaction made them wait on one another's locks.
 */
export type ProfileCount = { deltas: Map<string, number>; generated: number }

/** Whose profiles: the enterprise, the batch and its configuration. */
export type BatchScope = { enterpriseId: string; batchCode: string; configId: string }
export const scopeOf = (job: ReserveJob): BatchScope => ({ ...job, configId: job.config.configId })

/** A profile as the batch creates it, for the counters it counts in (every row of a chunk alike). */
export const createdProfile = (scope: BatchScope, row: ValidRow, now: number): IndexedProfile => ({
  enterpriseId: scope.enterpriseId,
  iccid: row.iccid,
  imsi: row.imsi,
  msisdn: row.msisdn,
  eid: row.eid,
  configId: scope.configId,
  batchCode: scope.batchCode,
  status: 'RELEASED',
  createdAt: now,
})

/** The counts of `profiles` created (a profile one replaced had its own counts undone when it was stored). */
export function countOf(profiles: IndexedProfile[]): ProfileCount {
  const deltas = sumDeltas([
    ...profiles.map((p) => counterDeltas(undefined, p)),
    new Map([[LOG_COUNTERS.profile, profiles.length]]),
  ])
  return { deltas, generated: profiles.length }
}

const generatedStat = (scope: BatchScope, at: number, by: number): StatEvent => ({
  code: 'g',
  at,
  by,
  enterpriseId: scope.enterpriseId,
  profile: { configId: scope.configId },
})

/** The writes that move the counters and statistics by `count`, for a transaction. */
export function countWrites(
  entities: Pick<TransactionEntities, 'counter' | 'stat'>,
  scope: BatchScope,
  count: ProfileCount,
  at: number,
): TransactionItem[] {
  return [
    ...[...count.deltas].map(([name, by]) =>
      entities.counter.update({ enterpriseId: scope.enterpriseId, name }).add({ count: by }).commit(),
    ),
    ...(count.generated > 0 ? statWrites(entities, [generatedStat(scope, at, count.generated)]) : []),
  ]
}

export type StoreOptions = {
  /** Each group's transaction carries its own counts (a single AC, which has no chunk to count with). */
  countInline: boolean
  /**
   * Writes committed with the profile, in its transaction (a single AC's batch, recorded complete with its
   * one profile): for one row only, whose profile is then written by one transaction that succeeds.
   */
  alongside?: ((entities: TransactionEntities) => TransactionItem[]) | undefined
}

/** Items of a count: fleet counters (at most five per profile kind, one log counter) and statistics. */
const countItems = (scope: BatchScope) => 6 + statItemCount([generatedStat(scope, 0, 1)])

/**
 * Stores the reserved profiles with their fleet index keys and their GENERATED Profile log entry (one per
 * transaction, listing its profiles: entities/profile-logs.ts), in transactions of up to 100 writes (on
 * DynamoDB Local several times faster than batch writes; each
 * group stored whole or not at all). A new profile is put on the condition that its ICCID has none yet, so
 * a chunk's first attempt reads nothing beforehand: a group refused because one of its ICCIDs has a
 * profile of another batch (a recycled ICCID generated again) is read then, and that profile replaced in a
 * transaction of its own that undoes its counts. `replaced` are those already known (read on a retry).
 * With `countInline` (a single AC, which has no chunk to count with) each group carries its own counts,
 * and with `alongside` its batch. Answers the profiles stored.
 */
export async function storeProfiles(
  ctx: AppContext,
  job: ReserveJob,
  stored: { rows: ValidRow[]; outcomes: RowOutcome[]; replaced: Map<string, ProfileItem> },
  options: StoreOptions,
): Promise<IndexedProfile[]> {
  if (options.alongside && stored.rows.length > 1) throw new Error('Writes alongside a profile need one row')
  const now = ctx.now()
  const items = stored.rows.flatMap((row, i) => {
    const outcome = stored.outcomes[i]
    if (!outcome?.ok) return []
    const profile = {
      ...createdProfile(scopeOf(job), row, now),
      kiSealed: ctx.dataKey.encryptText(row.ki),
      opcSealed: ctx.dataKey.encryptText(row.opc),
      smdpAddress: job.config.smdpAddress ?? '',
      matchingId: outcome.matchingId,
      ac: outcome.ac,
      status: 'RELEASED' as const,
      createdBy: job.userId,
      updatedAt: now,
    }
    return [{ ...profile, ...fleetKeys(profile) }]
  })
  if (items.length === 0) return []
  type Item = (typeof items)[number]
  const actor = job.actorName ?? (await actorName(ctx, job.userId))
  // The entry records the generation as it happened, so nothing later (a download, a recycle) rewrites it:
  // one per group of profiles (their ICCIDs listed), written with them, at their creation time.
  const generated = (group: Item[]) => ({
    enterpriseId: job.enterpriseId,
    iccid: LOG_GROUP_ICCID,
    iccids: group.map((item) => item.iccid),
    logId: ulid(now),
    action: 'GENERATED' as const,
    after: 'RELEASED',
    actor,
    detail: `Batch ${job.batchCode}`,
    at: now,
  })
  const inline = (group: Item[]) =>
    options.countInline ? countOf(group) : { deltas: new Map(), generated: 0 }
  // One write per counter in a transaction: the old profile's counts and the new one's summed.
  const undoing = (count: ProfileCount, old: ProfileItem | undefined): ProfileCount => ({
    ...count,
    deltas: sumDeltas([count.deltas, new Map((old ? counterNames(old) : []).map((name) => [name, -1]))]),
  })
  const write = (group: Item[], replacing?: ProfileItem) =>
    committed(
      ctx.entities.service.transaction
        .write((entities) => [
          // Built as the first is (ElectroDB's building of each costs more than its write).
          ...templatedPuts(
            (item: Item) =>
              replacing
                ? entities.profile.put(item).commit()
                : entities.profile
                    .put(item)
                    .where(({ iccid }, { notExists }) => notExists(iccid))
                    .commit(),
            group,
            profileKeys,
          ),
          entities.profileLog.create(generated(group)).commit(),
          // A replaced profile's counts undone with it; the new one's are counted with the others.
          ...countWrites(entities, scopeOf(job), undoing(inline(group), replacing), now),
          ...(options.alongside?.(entities) ?? []),
        ])
        .go(),
    )
  const replace = async (item: Item, old: ProfileItem) => {
    await write([item], old)
  }
  // A group refused by an ICCID's condition: the profiles in the way are read, and replaced one by one.
  const storeGroup = async (group: Item[], attempts = 3): Promise<void> => {
    try {
      await write(group)
    } catch (error) {
      if (!isConditionalFailure(error) || attempts <= 1) throw error
      const { data } = await ctx.entities.profile
        .get(group.map((item) => ({ enterpriseId: item.enterpriseId, iccid: item.iccid })))
        .go({ consistent: true })
      const existing = new Map((data as ProfileItem[]).map((p) => [p.iccid, p]))
      for (const old of existing.values()) {
        if (old.batchCode === job.batchCode)
          throw new Error(`Profile ${old.iccid} stored twice by this batch`)
      }
      await pMap(
        group.filter((item) => existing.has(item.iccid)),
        (item) => replace(item, existing.get(item.iccid) as ProfileItem),
        { concurrency: 4 },
      )
      const rest = group.filter((item) => !existing.has(item.iccid))
      if (rest.length > 0) await storeGroup(rest, attempts - 1)
    }
  }
  // Profiles per transaction: what its 100 items leave beside the log entry (and the counts, inline),
  // spread evenly, so a chunk's transactions are alike in size and run side by side.
  const most = TRANSACTION_ITEMS - 1 - (options.countInline ? countItems(scopeOf(job)) : 0)
  const fresh = items.filter((item) => !stored.replaced.has(item.iccid))
  const perGroup = Math.max(1, Math.ceil(fresh.length / Math.ceil(fresh.length / most)))
  await pMap(
    [
      ...inGroups(fresh, perGroup).map((group) => () => storeGroup(group)),
      ...items
        .filter((item) => stored.replaced.has(item.iccid))
        .map((item) => () => replace(item, stored.replaced.get(item.iccid) as ProfileItem)),
    ],
    (run) => run(),
    { concurrency: 4 },
  )
  return items
}
