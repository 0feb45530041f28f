import { formatActivationCode } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import pMap from 'p-map'
import { ulid } from 'ulid'
import { MAX_IMPORT, SmdpError } from '../../adapters/smdp/index.ts'
import { timed } from '../../adapters/stage-timings.ts'
import type { AppContext } from '../../context.ts'
import { fleetKeys } from '../../entities/fleet-index.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import { committed, inGroups, TRANSACTION_ITEMS } from '../../entities/transaction.ts'
import { actorName } from '../actor.ts'
import { cardKeyHex } from '../admin/bip/card-key.ts'
import { blockIndex, blockRefusal } from '../block-list.ts'
import { counterDeltas, LOG_COUNTERS, sumDeltas } from '../counter.ts'
import { type StatEvent, statItemCount, statWrites } from '../stat/record.ts'
import { claimAll } from './claims.ts'
import type { ReserveJob, RowOutcome, ValidRow } from './reservation.ts'

/** ES2+ calls in flight at once per chunk: enough to hide the round trips, few enough to be polite. */
const SMDP_CONCURRENCY = 16

/**
 * Reserves each row's profile on the SM-DP+ and records it: claim the ICCID platform-wide (a conditional
 * write that lets this batch write it again), import the profile data, DownloadOrder, ConfirmOrder with
 * release (the matching id), then store the profile. Every step may be repeated after a crash: a profile
 * this batch already stored is reused as it is, and one the SM-DP+ holds in an order from an interrupted
 * attempt is cancelled back to available and ordered again.
 */
export async function reserveRows(ctx: AppContext, job: ReserveJob): Promise<RowOutcome[]> {
  const timings = ctx.config.stageTimingsFile
  const blocks = await timed(timings, 'blocks', () => blockIndex(ctx, job.enterpriseId))
  const blocked = job.rows.map((row) =>
    blockRefusal(blocks, [
      { kind: 'ICCID', value: row.iccid },
      { kind: 'EID', value: row.eid },
    ]),
  )
  const claimed = await timed(timings, 'claims', () =>
    claimAll(ctx, { ...job, rows: job.rows.filter((_, i) => !blocked[i]) }),
  )
  const claims = job.rows.map((_, i): true | string => blocked[i] ?? claimed.shift() ?? 'Not processed')
  const mine = job.rows.filter((_, i) => claims[i] === true)
  const { found: stored, replaced } = await timed(timings, 'stored', () => storedProfiles(ctx, job, mine))
  const fresh = mine.filter((row) => !stored.has(row.iccid))
  const refused = await timed(timings, 'import', () => importProfiles(ctx, job, fresh))
  const reserved = await timed(timings, 'order', () =>
    pMap(
      fresh,
      (row): Promise<RowOutcome> => {
        const reason = refused.get(row.iccid)
        return reason
          ? Promise.resolve({ row: row.row, iccid: row.iccid, ok: false, reason })
          : order(ctx, job, row)
      },
      { concurrency: SMDP_CONCURRENCY },
    ),
  )
  await timed(timings, 'store', () => storeProfiles(ctx, job, fresh, reserved, replaced))

  const byIccid = new Map<string, RowOutcome>()
  for (const outcome of reserved) byIccid.set(outcome.iccid, outcome)
  return job.rows.map((row, i) => {
    if (claims[i] !== true) return { row: row.row, iccid: row.iccid, ok: false, reason: String(claims[i]) }
    const previous = stored.get(row.iccid)
    if (previous)
      return {
        row: row.row,
        iccid: row.iccid,
        ok: true,
        matchingId: previous.matchingId,
        ac: previous.ac,
        eid: row.eid,
      }
    return byIccid.get(row.iccid) ?? { row: row.row, iccid: row.iccid, ok: false, reason: 'Not processed' }
  })
}

/**
 * The vendor import of the rows' profile data, in calls of at most MAX_IMPORT. An import is all or
 * nothing, so a refused call is retried row by row to find which rows the SM-DP+ will not take.
 * Returns the refused ICCIDs with their reasons.
 */
async function importProfiles(
  ctx: AppContext,
  job: ReserveJob,
  rows: ValidRow[],
): Promise<Map<string, string>> {
  const refused = new Map<string, string>()
  const profileType = job.config.profileName || 'default'
  // The SM-DP+ enforces the configuration's download attempts and re-downloads at its eligibility check.
  const { maxDownloadAttempts, maxRedownloads } = job.config
  // The Recycle applet checks in over BIP with a key of its card's own, personalised with the profile.
  const withApplet = job.config.applet?.subtype === 'RECYCLE'
  const data = (r: ValidRow) => ({
    iccid: r.iccid,
    imsi: r.imsi,
    ki: r.ki,
    opc: r.opc,
    profileType,
    maxDownloadAttempts,
    maxRedownloads,
    ...(withApplet && { bipKey: cardKeyHex(ctx, r.iccid) }),
  })
  for (let start = 0; start < rows.length; start += MAX_IMPORT) {
    const slice = rows.slice(start, start + MAX_IMPORT)
    try {
      await ctx.smdp.loadProfiles(slice.map(data))
    } catch (error) {
      if (!isRowRefusal(error)) throw error
      for (const row of slice) {
        try {
          await ctx.smdp.loadProfiles([data(row)])
        } catch (rowError) {
          if (!isRowRefusal(rowError)) throw rowError
          refused.set(row.iccid, `SM-DP+: ${rowError.message}`)
        }
      }
    }
  }
  return refused
}

/** An SM-DP+ answer about this row, as opposed to an SM-DP+ that cannot be reached (retry the chunk). */
function isRowRefusal(error: unknown): error is SmdpError {
  return error instanceof SmdpError && error.code !== ErrorCode.SMDP_UNREACHABLE
}

/**
 * The rows' profiles already stored: by this batch (an earlier attempt of this chunk), or by another batch
 * of the enterprise (a recycled ICCID generated again, which the new profile replaces).
 */
async function storedProfiles(ctx: AppContext, job: ReserveJob, rows: ValidRow[]) {
  const found = new Map<string, { matchingId: string; ac: string }>()
  const replaced = new Map<string, ProfileItem>()
  if (rows.length === 0) return { found, replaced }
  const { data } = await ctx.entities.profile
    .get(rows.map((r) => ({ enterpriseId: job.enterpriseId, iccid: r.iccid })))
    .go({ consistent: true })
  for (const p of data as ProfileItem[]) {
    if (p.batchCode === job.batchCode) found.set(p.iccid, { matchingId: p.matchingId, ac: p.ac })
    else replaced.set(p.iccid, p)
  }
  return { found, replaced }
}

async function order(ctx: AppContext, job: ReserveJob, row: ValidRow, retried = false): Promise<RowOutcome> {
  const smdpAddress = job.config.smdpAddress ?? ''
  try {
    await ctx.smdp.downloadOrder({ iccid: row.iccid, ...(row.eid && { eid: row.eid }) })
    const confirmed = await ctx.smdp.confirmOrder({
      iccid: row.iccid,
      releaseFlag: true,
      ...(row.eid && { eid: row.eid }),
      ...(job.confirmationCode && { confirmationCode: job.confirmationCode }),
    })
    const ac = formatActivationCode({
      smdpAddress,
      matchingId: confirmed.matchingId,
      confirmationCodeRequired: job.confirmationCode !== undefined,
    })
    return { row: row.row, iccid: row.iccid, ok: true, matchingId: confirmed.matchingId, ac, eid: row.eid }
  } catch (error) {
    if (!retried && isInterruptedOrder(error)) {
      await ctx.smdp.cancelOrder({ iccid: row.iccid, finalProfileStatusIndicator: 'Available' })
      return order(ctx, job, row, true)
    }
    if (isRowRefusal(error))
      return { row: row.row, iccid: row.iccid, ok: false, reason: `SM-DP+: ${error.message}` }
    throw error
  }
}

/**
 * The SM-DP+ refused because an earlier, interrupted attempt of this batch left the profile ordered (the
 * ICCID is claimed by this batch, so no one else ordered it).
 */
function isInterruptedOrder(error: unknown): boolean {
  return (
    error instanceof SmdpError &&
    (error.code === ErrorCode.SMDP_PROFILE_NOT_AVAILABLE || error.code === ErrorCode.SMDP_PROFILE_WRONG_STATE)
  )
}

/**
 * Stores the reserved profiles with their fleet index keys and each one's GENERATED Profile log entry; the
 * fleet's counters move in the same transactions, so a retried chunk (which finds its profiles stored and
 * skips them) never counts or logs twice. A profile that replaces a recycled one of another batch moves the
 * counters of both.
 */
async function storeProfiles(
  ctx: AppContext,
  job: ReserveJob,
  rows: ValidRow[],
  outcomes: RowOutcome[],
  replaced: Map<string, ProfileItem>,
) {
  const now = ctx.now()
  const items = rows.flatMap((row, i) => {
    const outcome = outcomes[i]
    if (!outcome?.ok) return []
    const profile = {
      enterpriseId: job.enterpriseId,
      iccid: row.iccid,
      imsi: row.imsi,
      msisdn: row.msisdn,
      eid: row.eid,
      kiSealed: ctx.dataKey.encryptText(row.ki),
      opcSealed: ctx.dataKey.encryptText(row.opc),
      configId: job.config.configId,
      batchCode: job.batchCode,
      smdpAddress: job.config.smdpAddress ?? '',
      matchingId: outcome.matchingId,
      ac: outcome.ac,
      status: 'RELEASED' as const,
      createdBy: job.userId,
      createdAt: now,
      updatedAt: now,
    }
    return [{ ...profile, ...fleetKeys(profile) }]
  })
  if (items.length === 0) return
  const actor = await actorName(ctx, job.userId)
  // The entry records the generation as it happened, so nothing later (a download, a recycle) rewrites it.
  const generated = (item: (typeof items)[number]) => ({
    enterpriseId: item.enterpriseId,
    iccid: item.iccid,
    logId: ulid(now),
    action: 'GENERATED' as const,
    after: item.status,
    actor,
    detail: `Batch ${job.batchCode}`,
    at: now,
  })
  // Transactions of up to 100 writes rather than batch writes: on DynamoDB Local they are several times
  // faster, and each group is stored whole, with its log entries and counts, or not at all. Each profile
  // is two writes (the profile, its log entry); up to five counters and the statistics of its ACs
  // generated (as many items as `statItemCount` says) move with a group.
  const generatedStat = (by: number): StatEvent => ({
    code: 'g',
    at: now,
    by,
    enterpriseId: job.enterpriseId,
    profile: { configId: job.config.configId },
  })
  const groups = inGroups(
    items.filter((item) => !replaced.has(item.iccid)),
    Math.floor((TRANSACTION_ITEMS - 5 - statItemCount([generatedStat(1)])) / 2),
  ).concat(items.filter((item) => replaced.has(item.iccid)).map((item) => [item]))
  await pMap(
    groups,
    (group) => {
      const deltas = sumDeltas([
        ...group.map((item) => counterDeltas(replaced.get(item.iccid), item)),
        new Map([[LOG_COUNTERS.profile, group.length]]),
      ])
      return committed(
        ctx.entities.service.transaction
          .write((entities) => [
            ...group.flatMap((item) => [
              entities.profile.put(item).commit(),
              entities.profileLog.create(generated(item)).commit(),
            ]),
            ...[...deltas].map(([name, by]) =>
              entities.counter.update({ enterpriseId: job.enterpriseId, name }).add({ count: by }).commit(),
            ),
            ...statWrites(entities, [generatedStat(group.length)]),
          ])
          .go(),
      )
    },
    { concurrency: 4 },
  )
}
