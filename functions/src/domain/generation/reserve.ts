import { formatActivationCode } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import pMap from 'p-map'
import { MAX_IMPORT, SmdpError } from '../../adapters/smdp/index.ts'
import { timed } from '../../adapters/stage-timings.ts'
import type { AppContext } from '../../context.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import { actorName } from '../actor.ts'
import { cardKeyHex } from '../admin/bip/card-key.ts'
import { blockIndex, blockRefusal } from '../block-list.ts'
import { claimAll } from './claims.ts'
import type { ReserveJob, RowOutcome, ValidRow } from './reservation.ts'
import {
  countOf,
  createdProfile,
  type ProfileCount,
  type StoreOptions,
  scopeOf,
  storeProfiles,
} from './store.ts'

/**
 * Reserves each row's profile on the SM-DP+ and records it: claim the ICCID platform-wide (a conditional
 * write that lets this batch write it again), import the profile data, DownloadOrder, ConfirmOrder with
 * release (the matching id), then store the profile. Every step may be repeated after a crash: on a retry
 * (`job.retry`: the chunk ran before) the rows' profiles are read first, a profile this batch already
 * stored is reused as it is, and one the SM-DP+ holds in an order from an interrupted attempt is cancelled
 * back to available and ordered again. A first attempt reads no profile: it cannot have stored any, and
 * a recycled ICCID's old profile is found by the store's condition (store.ts).
 *
 * Answers each row's outcome and what the rows add to the counters and statistics; with
 * `countInline` (a single AC) those are written with the profiles, else the caller writes them once.
 * `beside` is work on the orders' outcomes that runs while the profiles are stored (a single AC's CSV and
 * picture), awaited with the store.
 */
export async function reserveRows(
  ctx: AppContext,
  job: ReserveJob,
  options: StoreOptions & { beside?: (outcomes: RowOutcome[]) => Promise<unknown> } = { countInline: true },
): Promise<{ outcomes: RowOutcome[]; count: ProfileCount }> {
  const timings = ctx.config.stageTimingsFile
  // The creator's name (for the Profile log the store writes) is read with the block list: one round.
  const [blocks, actor] = await timed(timings, 'blocks', () =>
    Promise.all([
      job.blocks ?? blockIndex(ctx, job.enterpriseId),
      job.actorName ?? actorName(ctx, job.userId),
    ]),
  )
  const blocked = job.rows.map((row) =>
    blockRefusal(blocks, [
      { kind: 'ICCID', value: row.iccid },
      { kind: 'EID', value: row.eid },
    ]),
  )
  // Copied: the claims are taken from it in turn below.
  const claimed = await timed(timings, 'claims', async () => [
    ...(job.claimed
      ? await job.claimed
      : await claimAll(ctx, { ...job, rows: job.rows.filter((_, i) => !blocked[i]) })),
  ])
  const claims = job.rows.map((_, i): true | string => blocked[i] ?? claimed.shift() ?? 'Not processed')
  const mine = job.rows.filter((_, i) => claims[i] === true)
  const { found: stored, replaced } = job.retry
    ? await timed(timings, 'stored', () => storedProfiles(ctx, job, mine))
    : {
        found: new Map<string, { matchingId: string; ac: string }>(),
        replaced: new Map<string, ProfileItem>(),
      }
  const fresh = mine.filter((row) => !stored.has(row.iccid))
  const refused = await timed(timings, 'import', () => importProfiles(ctx, job, fresh))
  const reserved = await timed(timings, 'order', () =>
    // As many rows at once as the SM-DP+ client has connections, which it shares across the process.
    pMap(
      fresh,
      (row): Promise<RowOutcome> => {
        const reason = refused.get(row.iccid)
        return reason
          ? Promise.resolve({ row: row.row, iccid: row.iccid, ok: false, reason })
          : order(ctx, job, row)
      },
      { concurrency: ctx.config.smdp.maxConnections },
    ),
  )
  const { beside, ...storeOptions } = options
  const [created] = await Promise.all([
    timed(timings, 'store', () =>
      storeProfiles(
        ctx,
        { ...job, actorName: actor },
        { rows: fresh, outcomes: reserved, replaced },
        storeOptions,
      ),
    ),
    beside?.(reserved),
  ])
  // The rows an earlier attempt stored count with this one: nothing counted them yet.
  const now = ctx.now()
  const earlier = mine
    .filter((row) => stored.has(row.iccid))
    .map((row) => createdProfile(scopeOf(job), row, now))
  const count = options.countInline ? countOf([]) : countOf([...created, ...earlier])

  const byIccid = new Map<string, RowOutcome>()
  for (const outcome of reserved) byIccid.set(outcome.iccid, outcome)
  const outcomes = job.rows.map((row, i): RowOutcome => {
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
  return { outcomes, count }
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
