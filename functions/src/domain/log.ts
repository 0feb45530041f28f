import {
  acText,
  FLEET_COUNT_CAP,
  Permission,
  type ProfileLogAction,
  type ProfileLogEntry,
  type RecycleLogEntry,
} from '@simlessly/shared'
import { encodeTime } from 'ulid'
import type { AppContext } from '../context.ts'
import { LOG_GROUP_ICCID, type ProfileLogItem } from '../entities/profile-logs.ts'
import { holds, type TenantCaller } from './actor.ts'
import { LOG_COUNTERS, readCounters } from './counter.ts'

type Range = { from?: number | undefined; to?: number | undefined; pageNum: number; pageSize: number }

/** Log ids are ULIDs: their first 10 characters are the time, so a time range is a key range. */
function idRange(range: Range) {
  const from = range.from ?? 0
  const to = Math.min(range.to ?? 281_474_976_710_655, 281_474_976_710_655)
  return [
    { logId: `${encodeTime(from, 10)}0000000000000000` },
    { logId: `${encodeTime(to, 10)}ZZZZZZZZZZZZZZZZ` },
  ] as const
}

/**
 * A page of a log, newest first. Unfiltered, the total is the log's counter; filtered, the matches are
 * counted up to FLEET_COUNT_CAP (narrow the dates or give an ICCID beyond that).
 */
async function logPage<T extends { logId: string }>(
  read: (limit: number) => Promise<T[]>,
  counted: () => Promise<number | undefined>,
  range: Range,
) {
  const skip = (range.pageNum - 1) * range.pageSize
  const known = await counted()
  const wanted = known === undefined ? FLEET_COUNT_CAP : skip + range.pageSize
  const items = await read(wanted)
  return {
    list: items.slice(skip, skip + range.pageSize),
    total: known ?? items.length,
    pageNum: range.pageNum,
    pageSize: range.pageSize,
  }
}

/** Log entries whose before and after are ACs (the old and the new one of a re-generation). */
const REVEALS_ACS: readonly ProfileLogAction[] = ['REGENERATE']

/**
 * A Profile log entry as the API shows it (the log pages and a profile's history). Without `withAcs`, the
 * values of an entry that hold ACs are null; with it, they are handed out as every AC is.
 */
export function logEntry(
  e: {
    logId: string
    iccid: string
    action: ProfileLogEntry['action']
    before?: string | undefined
    after?: string | undefined
    actor: string
    detail?: string | undefined
    at: number
  },
  { withAcs }: { withAcs: boolean },
): ProfileLogEntry {
  const revealsAcs = REVEALS_ACS.includes(e.action)
  const shown = (value: string) => (!revealsAcs ? value : withAcs ? acText(value) : null)
  return {
    logId: e.logId,
    iccid: e.iccid,
    action: e.action,
    ...(e.before !== undefined && { before: shown(e.before) }),
    ...(e.after !== undefined && { after: shown(e.after) }),
    actor: e.actor,
    ...(e.detail !== undefined && { detail: e.detail }),
    at: e.at,
  }
}

export async function listProfileLogs(
  ctx: AppContext,
  actor: TenantCaller,
  input: Range & { iccid?: string | undefined; action?: ProfileLogAction | undefined },
) {
  const enterpriseId = actor.enterpriseId
  const [start, end] = idRange(input)
  const unfiltered = !input.iccid && !input.action && input.from === undefined && input.to === undefined
  const page = await logPage(
    async (limit) => {
      const query = input.iccid
        ? ctx.entities.profileLog.query.byProfile({ enterpriseId, iccid: input.iccid }).between(start, end)
        : ctx.entities.profileLog.query.byEnterprise({ enterpriseId }).between(start, end)
      const filtered = input.action
        ? query.where(({ action }, { eq }) => eq(action, input.action ?? ''))
        : query
      if (!input.iccid) {
        // A batch's GENERATED entries stand for groups of profiles (below): shown one per profile.
        return readPerProfile(limit, (size, cursor) => filtered.go({ order: 'desc', limit: size, cursor }))
      }
      const [own, group] = await Promise.all([
        filtered.go({ order: 'desc', limit, pages: 'all' }).then((r) => r.data),
        !input.action || input.action === 'GENERATED'
          ? profileGroupEntry(ctx, enterpriseId, input.iccid)
          : undefined,
      ])
      const inRange = group && group.logId >= start.logId && group.logId <= end.logId ? group : undefined
      return withGroupEntry(own, inRange, limit)
    },
    async () =>
      unfiltered
        ? ((await readCounters(ctx, enterpriseId, [LOG_COUNTERS.profile])).get(LOG_COUNTERS.profile) ?? 0)
        : undefined,
    input,
  )
  const visibility = { withAcs: holds(actor, Permission.Ac_Download) }
  return { ...page, list: page.list.map((entry) => logEntry(entry, visibility)) }
}

/** The GENERATED entry of the profile's group, if it has a profile and was stored in a group. */
async function profileGroupEntry(ctx: AppContext, enterpriseId: string, iccid: string) {
  const { data: profile } = await ctx.entities.profile.get({ enterpriseId, iccid }).go()
  return profile ? groupEntryOf(ctx, profile) : undefined
}

export async function listRecycleLogs(
  ctx: AppContext,
  actor: { enterpriseId: string },
  input: Range & { iccid?: string | undefined; result?: 'RECYCLED' | 'FAILED' | undefined },
) {
  const enterpriseId = actor.enterpriseId
  const [start, end] = idRange(input)
  const unfiltered = !input.iccid && !input.result && input.from === undefined && input.to === undefined
  const page = await logPage(
    async (limit) => {
      const query = input.iccid
        ? ctx.entities.recycleLog.query.byProfile({ enterpriseId, iccid: input.iccid }).between(start, end)
        : ctx.entities.recycleLog.query.byEnterprise({ enterpriseId }).between(start, end)
      const filtered = input.result
        ? query.where(({ result }, { eq }) => eq(result, input.result ?? ''))
        : query
      return (await filtered.go({ order: 'desc', limit, pages: 'all' })).data
    },
    async () =>
      unfiltered
        ? ((await readCounters(ctx, enterpriseId, [LOG_COUNTERS.recycle])).get(LOG_COUNTERS.recycle) ?? 0)
        : undefined,
    input,
  )
  return {
    ...page,
    list: page.list.map(
      (e): RecycleLogEntry => ({
        logId: e.logId,
        iccid: e.iccid,
        result: e.result,
        ...(e.reason && { reason: e.reason }),
        actor: e.actor,
        ...(e.campaignId && { campaignId: e.campaignId }),
        at: e.at,
      }),
    ),
  }
}

/**
 * A batch writes one GENERATED entry per group of profiles it stores (entities/profile-logs.ts); the logs
 * show one entry per profile. These turn the stored entries into the shown ones.
 */

/** A stored entry as one entry per profile: a group's, one per ICCID it lists (each with an id of its own). */
export function perProfile(items: ProfileLogItem[]): ProfileLogItem[] {
  return items.flatMap((item) =>
    item.iccid === LOG_GROUP_ICCID
      ? (item.iccids ?? []).map((iccid) => ({ ...item, iccid, logId: rowLogId(item.logId, iccid) }))
      : [item],
  )
}

const rowLogId = (groupLogId: string, iccid: string) => `${groupLogId}.${iccid}`

/**
 * Reads entries of the enterprise's log, newest first, until `limit` entries per profile are read (a group
 * counts for the profiles it lists): one page of the query after another, so a group of a hundred is not
 * read for each of the first few entries wanted.
 */
export async function readPerProfile(
  limit: number,
  page: (size: number, cursor: string | null) => Promise<{ data: ProfileLogItem[]; cursor: string | null }>,
): Promise<ProfileLogItem[]> {
  const entries: ProfileLogItem[] = []
  let cursor: string | null = null
  do {
    const read = await page(Math.min(limit - entries.length, 500), cursor)
    entries.push(...perProfile(read.data))
    cursor = read.cursor
  } while (cursor && entries.length < limit)
  return entries.slice(0, limit)
}

/**
 * A profile's GENERATED entry written with its group: the group entry of the profile's creation time (its
 * log id's first 10 characters) that lists its ICCID, or undefined (none, or one written per profile before
 * groups, which the profile's own history holds).
 */
export async function groupEntryOf(
  ctx: AppContext,
  profile: { enterpriseId: string; iccid: string; createdAt: number },
): Promise<ProfileLogItem | undefined> {
  const time = encodeTime(profile.createdAt, 10)
  const { data } = await ctx.entities.profileLog.query
    .byEnterprise({ enterpriseId: profile.enterpriseId })
    .between({ logId: `${time}0000000000000000` }, { logId: `${time}ZZZZZZZZZZZZZZZZ` })
    .where(
      ({ iccid, iccids }, { eq, contains }) =>
        `${eq(iccid, LOG_GROUP_ICCID)} AND ${contains(iccids, profile.iccid)}`,
    )
    .go({ pages: 'all' })
  const group = data[0]
  return group && { ...group, iccid: profile.iccid, logId: rowLogId(group.logId, profile.iccid) }
}

/** A profile's history, newest first: its own entries and its group's GENERATED one, in their place. */
export function withGroupEntry(
  own: ProfileLogItem[],
  group: ProfileLogItem | undefined,
  limit: number,
): ProfileLogItem[] {
  if (!group) return own
  return [...own, group].sort((a, b) => (a.logId < b.logId ? 1 : a.logId > b.logId ? -1 : 0)).slice(0, limit)
}
