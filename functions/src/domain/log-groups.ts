import { encodeTime } from 'ulid'
import type { AppContext } from '../context.ts'
import { LOG_GROUP_ICCID, type ProfileLogItem } from '../entities/profile-logs.ts'

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
