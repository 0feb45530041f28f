import {
  EMPTY_VALUE,
  FLEET_EXPORT_INLINE_MAX,
  type FleetExport,
  type FleetPage,
  type ProfileDetail,
  type ProfileLogEntry,
  type SelectionResult,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import pMap from 'p-map'
import { ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { type Actor, actorName } from '../actor.ts'
import { csvLine } from '../csv.ts'
import { activeStyle, qrRenderer } from '../qr-styles.ts'
import { readCounters } from './counters.ts'
import { type FleetQuery, planFleetQuery } from './plan.ts'
import { presentProfiles } from './present.ts'
import { applyProfileChanges, type ChangeOutcome, type ProfileChange } from './profile-changes.ts'
import { fleetMatches, queryFleet } from './query.ts'

export async function listFleet(
  ctx: AppContext,
  actor: Actor,
  q: FleetQuery & { pageNum: number; pageSize: number },
): Promise<FleetPage> {
  const { items, total, totalCapped } = await queryFleet(ctx, actor.enterpriseId, q, q)
  return {
    list: await presentProfiles(ctx, items),
    total,
    totalCapped,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  }
}

/** The enterprise's profiles among `iccids`, by ICCID; another enterprise's are simply not found. */
export async function loadProfiles(ctx: AppContext, enterpriseId: string, iccids: string[]) {
  const unique = [...new Set(iccids)]
  const { data } = await ctx.entities.profile
    .get(unique.map((iccid) => ({ enterpriseId, iccid })))
    .go({ consistent: true })
  return new Map((data as ProfileItem[]).map((p) => [p.iccid, p]))
}

export async function getProfile(ctx: AppContext, enterpriseId: string, iccid: string): Promise<ProfileItem> {
  const { data } = await ctx.entities.profile.get({ enterpriseId, iccid }).go({ consistent: true })
  if (!data) throw AppError.notFound(`ICCID ${iccid} is not a profile of this enterprise`)
  return data as ProfileItem
}

export async function profileDetail(ctx: AppContext, actor: Actor, iccid: string): Promise<ProfileDetail> {
  const item = await getProfile(ctx, actor.enterpriseId, iccid)
  const [[profile], history, style] = await Promise.all([
    presentProfiles(ctx, [item]),
    ctx.entities.profileLog.query
      .byProfile({ enterpriseId: actor.enterpriseId, iccid })
      .go({ order: 'desc', limit: 100 }),
    activeStyle(ctx, actor),
  ])
  if (!profile) throw AppError.notFound(`ICCID ${iccid} is not a profile of this enterprise`)
  const generated: ProfileLogEntry = {
    logId: `generated-${item.batchCode}`,
    iccid,
    action: 'GENERATED',
    after: item.status,
    actor: profile.createdBy,
    detail: `Batch ${item.batchCode}`,
    at: item.createdAt,
  }
  const png = qrRenderer(style)(item.ac)
  return {
    profile,
    qr: `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
    history: [...history.data.map(logEntry), generated],
  }
}

export function logEntry(e: {
  logId: string
  iccid: string
  action: ProfileLogEntry['action']
  before?: string | undefined
  after?: string | undefined
  actor: string
  detail?: string | undefined
  at: number
}): ProfileLogEntry {
  return {
    logId: e.logId,
    iccid: e.iccid,
    action: e.action,
    ...(e.before !== undefined && { before: e.before }),
    ...(e.after !== undefined && { after: e.after }),
    actor: e.actor,
    ...(e.detail !== undefined && { detail: e.detail }),
    at: e.at,
  }
}

const notAProfile = (iccid: string) => `ICCID ${iccid} is not a profile of this enterprise`
const text = (value: string | undefined) => (value ? value : EMPTY_VALUE)

/**
 * Applies a change to each profile of a selection that `plan` accepts; the others are reported with the
 * reason `plan` gives. Profiles `plan` leaves as they are (null) count as updated without a write.
 */
async function changeSelection(
  ctx: AppContext,
  actor: Actor,
  iccids: string[],
  plan: (profile: ProfileItem) => ProfileChange | string | null,
): Promise<SelectionResult> {
  const profiles = await loadProfiles(ctx, actor.enterpriseId, iccids)
  const failures: { iccid: string; reason: string }[] = []
  const changes: ProfileChange[] = []
  let unchanged = 0
  for (const iccid of new Set(iccids)) {
    const profile = profiles.get(iccid)
    if (!profile) {
      failures.push({ iccid, reason: notAProfile(iccid) })
      continue
    }
    const change = plan(profile)
    if (typeof change === 'string') failures.push({ iccid, reason: change })
    else if (change === null) unchanged++
    else changes.push({ ...change, replan: plan })
  }
  const outcomes = await applyProfileChanges(ctx, await actorName(ctx, actor.userId), changes)
  return summarise(outcomes, failures, unchanged)
}

function summarise(outcomes: ChangeOutcome[], failures: { iccid: string; reason: string }[], unchanged = 0) {
  for (const o of outcomes) if (!o.ok) failures.push({ iccid: o.iccid, reason: o.reason })
  return { updated: outcomes.filter((o) => o.ok).length + unchanged, failures }
}

export function setNotes(ctx: AppContext, actor: Actor, input: { iccids: string[]; notes: string }) {
  return changeSelection(ctx, actor, input.iccids, (p) => {
    if ((p.notes ?? '') === input.notes) return null
    return {
      before: p,
      ...(input.notes ? { set: { notes: input.notes } } : { remove: ['notes'] }),
      log: { action: 'NOTES', before: text(p.notes), after: text(input.notes) },
    }
  })
}

export function setProtection(
  ctx: AppContext,
  actor: Actor,
  input: { iccids: string[]; protected: boolean },
) {
  const label = (on: boolean | undefined) => (on ? 'Protected' : 'Not protected')
  return changeSelection(ctx, actor, input.iccids, (p) => {
    if ((p.protected ?? false) === input.protected) return null
    return {
      before: p,
      set: { protected: input.protected },
      log: { action: 'PROTECTION', before: label(p.protected), after: label(input.protected) },
    }
  })
}

export async function moveToGroup(
  ctx: AppContext,
  actor: Actor,
  input: { iccids: string[]; groupId: string | null },
): Promise<SelectionResult> {
  const groups = new Map(
    (
      await ctx.entities.group.query.byEnterprise({ enterpriseId: actor.enterpriseId }).go({ pages: 'all' })
    ).data.map((g) => [g.groupId, g.name]),
  )
  const target = input.groupId
  if (target !== null && !groups.has(target)) throw AppError.notFound('This group does not exist (any more)')
  const nameOf = (groupId: string | undefined) => (groupId && groups.get(groupId)) || EMPTY_VALUE
  return changeSelection(ctx, actor, input.iccids, (p) => {
    if ((p.groupId ?? null) === target) return null
    return {
      before: p,
      ...(target === null ? { remove: ['groupId'] } : { set: { groupId: target } }),
      log: { action: 'GROUP', before: nameOf(p.groupId), after: nameOf(target ?? undefined) },
    }
  })
}

/** Why a profile cannot be recycled, or null when it can. */
export function recycleRefusal(p: ProfileItem): string | null {
  if (p.protected) return `ICCID ${p.iccid} is protected; switch protection off before recycling it`
  if (p.recycleStatus === 'RECYCLED') return `ICCID ${p.iccid} is already recycled`
  return null
}

/**
 * Recycles profiles: the SM-DP+ cancels each one's order back to Available (CancelOrder), so its AC stops
 * working and the ICCID can be generated again; the profile's recycle status, a Profile log and a Recycle
 * log entry record the outcome either way. Protected profiles are refused.
 */
export async function recycleProfiles(
  ctx: AppContext,
  actor: Actor,
  input: { iccids: string[]; campaignId?: string; actorLabel?: string },
): Promise<SelectionResult> {
  const profiles = await loadProfiles(ctx, actor.enterpriseId, input.iccids)
  const failures: { iccid: string; reason: string }[] = []
  const eligible: ProfileItem[] = []
  for (const iccid of new Set(input.iccids)) {
    const profile = profiles.get(iccid)
    const refusal = profile ? recycleRefusal(profile) : notAProfile(iccid)
    if (refusal || !profile) failures.push({ iccid, reason: refusal ?? notAProfile(iccid) })
    else eligible.push(profile)
  }
  const who = input.actorLabel ?? (await actorName(ctx, actor.userId))
  const campaign = input.campaignId ? { campaignId: input.campaignId } : {}
  const changes = await pMap(
    eligible,
    async (p): Promise<ProfileChange & { smdpFailure?: string }> => {
      try {
        await ctx.smdp.cancelOrder({ iccid: p.iccid, finalProfileStatusIndicator: 'Available' })
        const recycled = (current: ProfileItem): ProfileChange => ({
          before: current,
          set: { recycleStatus: 'RECYCLED' },
          remove: ['recycleReason'],
          log: { action: 'RECYCLE', before: current.recycleStatus ?? 'NONE', after: 'RECYCLED' },
          recycleLog: { result: 'RECYCLED', ...campaign },
          // The SM-DP+ has taken it back: only the record is redone if the profile changed meanwhile.
          replan: (latest) => (latest.recycleStatus === 'RECYCLED' ? null : recycled(latest)),
        })
        return recycled(p)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        const reason = `SM-DP+: ${error.message}`
        return {
          before: p,
          set: { recycleStatus: 'FAILED', recycleReason: reason },
          log: { action: 'RECYCLE', before: p.recycleStatus ?? 'NONE', after: 'FAILED', detail: reason },
          recycleLog: { result: 'FAILED', reason, ...campaign },
          smdpFailure: reason,
        }
      }
    },
    { concurrency: 8 },
  )
  const outcomes = await applyProfileChanges(ctx, who, changes)
  const recycled = changes.filter((c, i) => !c.smdpFailure && outcomes[i]?.ok).map((c) => c.before)
  await releaseClaims(ctx, actor.enterpriseId, recycled)
  const reported = outcomes.map((o, i): ChangeOutcome => {
    const smdpFailure = changes[i]?.smdpFailure
    return smdpFailure && o.ok ? { iccid: o.iccid, ok: false, reason: smdpFailure } : o
  })
  return summarise(reported, failures)
}

/** A recycled ICCID may be generated again: its platform-wide claim goes, if it is still this one's. */
async function releaseClaims(ctx: AppContext, enterpriseId: string, profiles: ProfileItem[]) {
  await pMap(
    profiles,
    async (p) => {
      try {
        await ctx.entities.iccidClaim
          .delete({ iccid: p.iccid })
          .where(
            (attr, { eq }) => `${eq(attr.enterpriseId, enterpriseId)} AND ${eq(attr.batchCode, p.batchCode)}`,
          )
          .go()
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
      }
    },
    { concurrency: 8 },
  )
}

const EXPORT_HEADER = [
  'iccid',
  'imsi',
  'msisdn',
  'eid',
  'status',
  'ac',
  'ios_link',
  'android_link',
  'smdp_address',
  'matching_id',
  'group',
  'notes',
  'protected',
  'recycle_status',
  'configuration',
  'batch',
  'type',
  'created_by',
  'created_at',
]
const exportKey = (enterpriseId: string, exportId: string) => `exports/${enterpriseId}/${exportId}.csv`

/**
 * Exports the profiles matching the fleet's filters as CSV. Up to FLEET_EXPORT_INLINE_MAX rows it is built
 * in the request; larger sets run as a background job and the caller polls for the link.
 */
export async function startExport(ctx: AppContext, actor: Actor, query: FleetQuery): Promise<FleetExport> {
  const exportId = ulid(ctx.now())
  await ctx.entities.fleetExport
    .create({
      enterpriseId: actor.enterpriseId,
      exportId,
      status: 'RUNNING',
      query,
      createdBy: actor.userId,
      createdAt: ctx.now(),
    })
    .go()
  const ref = { enterpriseId: actor.enterpriseId, exportId }
  if ((await expectedRows(ctx, actor.enterpriseId, query)) <= FLEET_EXPORT_INLINE_MAX)
    await runExport(ctx, ref)
  else await ctx.queue.enqueue([{ type: 'fleet.export', ...ref }])
  return exportInfo(ctx, actor, exportId)
}

async function expectedRows(ctx: AppContext, enterpriseId: string, query: FleetQuery) {
  const plan = await planFleetQuery(ctx, enterpriseId, query)
  if (plan.counter) return (await readCounters(ctx, enterpriseId, [plan.counter])).get(plan.counter) ?? 0
  return Number.POSITIVE_INFINITY
}

/** The export job: writes the whole CSV (a retry writes it again) and marks the export complete. */
export async function runExport(ctx: AppContext, ref: { enterpriseId: string; exportId: string }) {
  const { data } = await ctx.entities.fleetExport.get(ref).go({ consistent: true })
  if (!data || data.status === 'COMPLETE') return
  try {
    let csv = csvLine(EXPORT_HEADER)
    let rows = 0
    for await (const page of fleetMatches(ctx, ref.enterpriseId, data.query as FleetQuery)) {
      for (let start = 0; start < page.length; start += 100) {
        for (const p of await presentProfiles(ctx, page.slice(start, start + 100))) {
          csv += csvLine([
            p.iccid,
            p.imsi,
            p.msisdn,
            p.eid,
            p.status,
            p.ac,
            p.acLink,
            p.acLinkAndroid,
            p.smdpAddress,
            p.matchingId,
            p.groupName,
            p.notes,
            p.protected ? 'yes' : 'no',
            p.recycleStatus,
            p.configName,
            p.batchCode,
            p.type,
            p.createdBy,
            new Date(p.createdAt).toISOString(),
          ])
          rows++
        }
      }
    }
    const fileKey = exportKey(ref.enterpriseId, ref.exportId)
    await ctx.files.put(fileKey, csv, 'text/csv')
    await ctx.entities.fleetExport.patch(ref).set({ status: 'COMPLETE', rows, fileKey }).go()
  } catch (error) {
    ctx.logger.error('Fleet export failed', { error, exportId: ref.exportId })
    await ctx.entities.fleetExport
      .patch(ref)
      .set({ status: 'FAILED', problem: 'The export could not be written; start it again' })
      .go()
  }
}

export async function exportInfo(ctx: AppContext, actor: Actor, exportId: string): Promise<FleetExport> {
  const { data } = await ctx.entities.fleetExport
    .get({ enterpriseId: actor.enterpriseId, exportId })
    .go({ consistent: true })
  if (!data) throw new AppError(ErrorCode.NOT_FOUND, 'This export does not exist')
  return {
    exportId: data.exportId,
    status: data.status,
    rows: data.rows,
    ...(data.fileKey && { url: await ctx.files.downloadUrl(data.fileKey, `fleet-${data.exportId}.csv`) }),
    ...(data.problem && { problem: data.problem }),
    createdAt: data.createdAt,
  }
}
