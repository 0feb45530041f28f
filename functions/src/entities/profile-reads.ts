import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  type NativeAttributeValue,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb'
import type { FleetFilter } from '@simlessly/shared'
import { FLEET_INDEX_NAMES } from './fleet-index.ts'
import type { ProfileEntity, ProfileItem } from './profile.ts'
import { type ProfileIndex, type ProfileMatch, type ProfileQuery, profileQuery } from './profile-query.ts'
import { keyAfter } from './query-skip.ts'

/**
 * Reading profiles through the fleet's indexes. Which index a query reads is the caller's choice (the
 * fleet's planner, by the filters and the counters); the query on it (profile-query.ts), counting, paging
 * and reading whole profiles back for an index's matches are here.
 */
export function createProfileReads(db: DynamoDBDocumentClient, table: string, profile: ProfileEntity) {
  const parse = (items: ProfileMatch[] | undefined): ProfileItem[] => {
    if (!items || items.length === 0) return []
    return profile.parse({ Items: items }).data as ProfileItem[]
  }

  /**
   * Whole profiles for items read from an index. The fleet's indexes hold only what their filters and
   * sorts need (half the write cost of copying whole profiles into seven indexes), so their matches are
   * read back from the table by key, in the same order; the table and gsi1 hold whole profiles already.
   */
  async function hydrate(query: ProfileQuery, items: ProfileMatch[]): Promise<ProfileItem[]> {
    const { IndexName } = query.input
    if (!IndexName || !FLEET_INDEX_NAMES.has(IndexName)) return parse(items)
    const byKey = new Map<string, ProfileMatch>()
    for (let start = 0; start < items.length; start += 100) {
      let keys: Record<string, NativeAttributeValue>[] = items
        .slice(start, start + 100)
        .map((item) => ({ pk: item.pk, sk: item.sk }))
      while (keys.length > 0) {
        const answer = await db.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }))
        for (const item of answer.Responses?.[table] ?? []) byKey.set(`${item.pk}|${item.sk}`, item)
        keys = answer.UnprocessedKeys?.[table]?.Keys ?? []
      }
    }
    return parse(items.flatMap((item) => byKey.get(`${item.pk}|${item.sk}`) ?? []))
  }

  return {
    /** The query on `index` for the enterprise's profiles matching `filter` (see profileQuery). */
    query: (enterpriseId: string, index: ProfileIndex, filter: FleetFilter) =>
      profileQuery(table, profile, enterpriseId, index, filter),

    /**
     * Counts the matches up to `cap`; past `budgetMs` (a page should not wait for a long count) the total
     * is a lower bound.
     */
    async count(query: ProfileQuery, limits: { cap: number; budgetMs: number }) {
      let total = 0
      let start: Record<string, NativeAttributeValue> | undefined
      const began = performance.now()
      do {
        const page = await db.send(
          new QueryCommand({ ...query.input, Select: 'COUNT', ExclusiveStartKey: start }),
        )
        total += page.Count ?? 0
        start = page.LastEvaluatedKey
        if (total >= limits.cap) return { total: limits.cap, totalCapped: true }
        if (start && performance.now() - began > limits.budgetMs) return { total, totalCapped: true }
      } while (start)
      return { total, totalCapped: false }
    },

    /** `take` whole profiles after the first `skip` matches, which are skipped reading keys only. */
    async readRange(query: ProfileQuery, ascending: boolean, skip: number, take: number) {
      const input = { ...query.input, ScanIndexForward: ascending }
      const after = await keyAfter(db, input, skip)
      if (after === null) return []
      let start = after
      const items: ProfileMatch[] = []
      while (items.length < take) {
        const page = await db.send(
          new QueryCommand({ ...input, ExclusiveStartKey: start, Limit: take - items.length }),
        )
        items.push(...(page.Items ?? []))
        start = page.LastEvaluatedKey
        if (!start) break
      }
      return hydrate(query, items)
    },

    /** The matches as the index holds them, a page at a time until `limit` or more are read (or all). */
    async readMatches(query: ProfileQuery, limit: number): Promise<ProfileMatch[]> {
      const items: ProfileMatch[] = []
      let start: Record<string, NativeAttributeValue> | undefined
      do {
        const page = await db.send(new QueryCommand({ ...query.input, ExclusiveStartKey: start }))
        items.push(...(page.Items ?? []))
        start = page.LastEvaluatedKey
      } while (start && items.length < limit)
      return items
    },

    /** Every match, page by page, as whole profiles. */
    async *pages(query: ProfileQuery, ascending: boolean) {
      const input = { ...query.input, ScanIndexForward: ascending }
      let start: Record<string, NativeAttributeValue> | undefined
      do {
        const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }))
        start = page.LastEvaluatedKey
        yield await hydrate(query, page.Items ?? [])
      } while (start)
    },

    hydrate,
  }
}

export type ProfileReads = ReturnType<typeof createProfileReads>

/** Sorts matches in place by creation time or ICCID, ICCID breaking ties. */
export function sortMatches(matches: ProfileMatch[], field: 'createdAt' | 'iccid', order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1
  return matches.sort((a, b) => {
    const byIccid = String(a.iccid).localeCompare(String(b.iccid))
    const primary = field === 'createdAt' ? Number(a.createdAt) - Number(b.createdAt) : byIccid
    return sign * (primary || byIccid)
  })
}
