import type { AdminDashboard, DayRange } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import { listPlans } from '../billing/catalogue.ts'
import { readCounters } from '../counter.ts'
import {
  ALL_METRIC_CODES,
  addCounts,
  type Counts,
  dailyRows,
  type Meter,
  metricsOf,
  readKind,
  requirePast,
  sumByDay,
  totalOf,
  type Zone,
} from '../stat/read.ts'
import { ENTERPRISES_COUNTER, PLATFORM_SCOPE } from '../stat/record.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const TOP_TENANTS = 10

/**
 * The platform admin's dashboard over a range of the zone's days. Every figure across tenants is the sum
 * of the tenants' items in the platform's scope (moved with each tenant's events), so nothing scans the
 * tenants; the work queue's depths are SQS's own approximate counts.
 */
export async function adminDashboard(
  ctx: AppContext,
  range: DayRange,
  zone: Zone,
  meter?: Meter,
): Promise<AdminDashboard> {
  requirePast(ctx, range, zone)
  const [tenants, orders, counters, trials, queue, plans] = await Promise.all([
    readKind(ctx, { scope: PLATFORM_SCOPE, kind: 'tenant', range }, meter),
    readKind(ctx, { scope: PLATFORM_SCOPE, kind: 'order', range }, meter),
    readCounters(ctx, PLATFORM_SCOPE, [ENTERPRISES_COUNTER]),
    trialsEndingThisWeek(ctx),
    ctx.queue.depths(),
    listPlans(ctx),
  ])
  const perTenant = sumByDay(tenants, zone, range, [...ALL_METRIC_CODES, 'n', 'x'])
  const byDay = new Map<string, Counts>()
  for (const days of perTenant.values()) {
    for (const [day, counts] of days) byDay.set(day, addCounts(byDay.get(day) ?? {}, counts))
  }
  const totals = totalOf(byDay)
  const tenantTotals = [...perTenant].map(([enterpriseId, days]) => ({ enterpriseId, ...totalOf(days) }))
  const top = tenantTotals
    .filter((t) => (t.g ?? 0) + (t.d ?? 0) > 0)
    .sort((a, b) => (b.d ?? 0) - (a.d ?? 0) || (b.g ?? 0) - (a.g ?? 0))
    .slice(0, TOP_TENANTS)
  const names = await enterpriseNames(ctx, [
    ...top.map((t) => t.enterpriseId),
    ...trials.map((t) => t.enterpriseId),
  ])
  const notifications = totals.n ?? 0
  return {
    timeZone: zone.name,
    from: range.from,
    to: range.to,
    enterprises: {
      total: counters.get(ENTERPRISES_COUNTER) ?? 0,
      created: totals.x ?? 0,
      active: tenantTotals.filter((t) => (t.g ?? 0) + (t.d ?? 0) > 0).length,
      trialsEndingThisWeek: trials.map((t) => ({ ...t, name: names.get(t.enterpriseId) ?? t.enterpriseId })),
    },
    orders: ordersByMonth(
      sumByDay(orders, zone, range, ['o', 'v']),
      new Map(plans.map((p) => [p.code, p.name])),
    ),
    days: dailyRows(byDay, range),
    totals: metricsOf(totals),
    topTenants: top.map((t) => ({
      enterpriseId: t.enterpriseId,
      name: names.get(t.enterpriseId) ?? t.enterpriseId,
      generated: t.g ?? 0,
      downloads: t.d ?? 0,
    })),
    queue,
    smdpErrorRate: notifications > 0 ? (totals.f ?? 0) / notifications : null,
    notifications,
  }
}

/**
 * Orders paid and their revenue by month (the zone's) and plan, from items keyed `<plan>#<enterprise>`;
 * each plan named as the catalogue names it (a plan no longer in it keeps its code).
 */
function ordersByMonth(
  sums: Map<string, Map<string, Counts>>,
  names: ReadonlyMap<string, string>,
): AdminDashboard['orders'] {
  const rows = new Map<
    string,
    { month: string; plan: string; planName: string; orders: number; revenue: number }
  >()
  for (const [key, days] of sums) {
    const plan = key.slice(0, key.indexOf('#'))
    for (const [day, counts] of days) {
      const month = day.slice(0, 7)
      const row = rows.get(`${month}|${plan}`) ?? {
        month,
        plan,
        planName: names.get(plan) ?? plan,
        orders: 0,
        revenue: 0,
      }
      row.orders += counts.o ?? 0
      row.revenue += counts.v ?? 0
      rows.set(`${month}|${plan}`, row)
    }
  }
  return [...rows.values()]
    .filter((r) => r.orders > 0)
    .map((r) => ({ ...r, currency: 'USD' }))
    .sort((a, b) => a.month.localeCompare(b.month) || a.plan.localeCompare(b.plan))
}

/** Free trials still running that end within 7 days, soonest first. */
async function trialsEndingThisWeek(ctx: AppContext) {
  const now = ctx.now()
  const { data } = await ctx.entities.subscription.query
    .byEnd({ status: 'ACTIVE' })
    .between({ endsAt: now }, { endsAt: now + 7 * DAY_MS })
    .where(({ freeTrial }, { eq }) => eq(freeTrial, true))
    .go({ pages: 'all' })
  return data
    .map((s) => ({ enterpriseId: s.enterpriseId, endsAt: s.endsAt }))
    .sort((a, b) => a.endsAt - b.endsAt)
}

async function enterpriseNames(ctx: AppContext, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { data } = await ctx.entities.enterprise.get(unique.map((enterpriseId) => ({ enterpriseId }))).go()
  return new Map(data.map((e) => [e.enterpriseId, e.name]))
}
