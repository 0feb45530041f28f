import { FLEET_COUNT_CAP } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import { sortMatches } from '../../entities/profile-reads.ts'
import { readCounters } from '../counter.ts'
import { type FleetPlan, type FleetQuery, planFleetQuery } from './plan.ts'

export const fleetTuning = {
  /** How long a combined filter's matches are counted before the total is given as a lower bound. */
  countBudgetMs: 150,
  /** Matches read and sorted in memory when the best index is not in the asked order. */
  inMemoryMax: 5_000,
}

/**
 * One page of the fleet: the matches before the page are skipped reading only keys, then the page's items
 * are read whole. When the chosen index is not in the asked order, the matches are sorted in memory (up
 * to fleetTuning.inMemoryMax), or else read from the index that is in that order with every filter applied.
 */
export async function queryFleet(
  ctx: AppContext,
  enterpriseId: string,
  q: FleetQuery,
  page: { pageNum: number; pageSize: number },
): Promise<{ items: ProfileItem[]; total: number; totalCapped: boolean }> {
  const reads = ctx.entities.profileReads
  const plan = await planFleetQuery(ctx, enterpriseId, q)
  const skip = (page.pageNum - 1) * page.pageSize
  const ascending = q.sortOrder === 'asc'
  const totalPromise = countPlan(ctx, enterpriseId, plan)
  if (plan.query.order === q.sortBy) {
    const [items, total] = await Promise.all([
      reads.readRange(plan.query, ascending, skip, page.pageSize),
      totalPromise,
    ])
    return { items, ...atLeast(total, skip + items.length) }
  }
  const all =
    (plan.driverSize ?? 0) > fleetTuning.inMemoryMax
      ? []
      : await reads.readMatches(plan.query, fleetTuning.inMemoryMax + 1)
  if (all.length > 0 && all.length <= fleetTuning.inMemoryMax) {
    sortMatches(all, q.sortBy, q.sortOrder)
    const items = await reads.hydrate(plan.query, all.slice(skip, skip + page.pageSize))
    return { items, total: all.length, totalCapped: false }
  }
  if ((plan.driverSize ?? 0) <= fleetTuning.inMemoryMax && all.length === 0) {
    return { items: [], total: 0, totalCapped: false }
  }
  // Too many matches to sort here: read them from an index in the asked order, filtering as it goes.
  const ordered = await planFleetQuery(ctx, enterpriseId, q, q.sortBy)
  const [items, total] = await Promise.all([
    reads.readRange(ordered.query, ascending, skip, page.pageSize),
    totalPromise,
  ])
  return { items, ...atLeast(total, skip + items.length) }
}

/** A lower-bound total is never below what the pages up to this one hold. */
function atLeast(total: { total: number; totalCapped: boolean }, shown: number) {
  return total.totalCapped ? { ...total, total: Math.max(total.total, shown) } : total
}

/** Every match, in the asked order, a page of whole profiles at a time (exports, campaigns, groups). */
export async function* fleetMatches(ctx: AppContext, enterpriseId: string, q: FleetQuery) {
  const reads = ctx.entities.profileReads
  const plan = await planFleetQuery(ctx, enterpriseId, q)
  const ascending = q.sortOrder === 'asc'
  if (plan.query.order === q.sortBy) {
    yield* reads.pages(plan.query, ascending)
    return
  }
  const all = await reads.readMatches(plan.query, fleetTuning.inMemoryMax + 1)
  if (all.length <= fleetTuning.inMemoryMax) {
    sortMatches(all, q.sortBy, q.sortOrder)
    for (let start = 0; start < all.length; start += 1000) {
      yield await reads.hydrate(plan.query, all.slice(start, start + 1000))
    }
    return
  }
  const ordered = await planFleetQuery(ctx, enterpriseId, q, q.sortBy)
  yield* reads.pages(ordered.query, ascending)
}

/** The plan's total: its counter when it has one, else its matches counted up to FLEET_COUNT_CAP. */
async function countPlan(ctx: AppContext, enterpriseId: string, plan: FleetPlan) {
  if (plan.counter) {
    const counts = await readCounters(ctx, enterpriseId, [plan.counter])
    return { total: counts.get(plan.counter) ?? 0, totalCapped: false }
  }
  return ctx.entities.profileReads.count(plan.query, {
    cap: FLEET_COUNT_CAP,
    budgetMs: fleetTuning.countBudgetMs,
  })
}
