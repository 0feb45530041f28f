import {
  addDays,
  type BreakdownRow,
  type Dashboard,
  type DayRange,
  FLEET_STATES,
  HOME_DAYS,
  type HomeInsights,
  Permission,
  type Report,
  type ReportRequest,
} from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { StatCode } from '../../entities/stat.ts'
import type { TenantCaller } from '../actor.ts'
import { ownSubscription } from '../billing/own-plan.ts'
import { FLEET_COUNTERS, readCounters } from '../counter.ts'
import {
  ALL_METRIC_CODES,
  type Counts,
  dailyRows,
  type Meter,
  metricsOf,
  readKind,
  readTotals,
  requirePast,
  sumByDay,
  totalOf,
  type Zone,
} from '../stat/read.ts'
import { NO_GROUP, type TOTALLED_KINDS } from '../stat/record.ts'

/** The subscription, for a member who may see it. */
async function subscriptionOf(ctx: AppContext, actor: TenantCaller) {
  return actor.permissions.has(Permission.Subscription_View) ? ownSubscription(ctx, actor) : null
}

/** The home page: the last 7 days (today included) against the 7 before, the subscription, the steps. */
export async function homeInsights(ctx: AppContext, actor: TenantCaller, zone: Zone): Promise<HomeInsights> {
  const to = zone.dayOf(ctx.now())
  const from = addDays(to, 1 - HOME_DAYS)
  const both = { from: addDays(from, -HOME_DAYS), to }
  const onDevice = ['DOWNLOADED', 'INSTALLED', 'ENABLED', 'DISABLED', 'DELETED'].map(FLEET_COUNTERS.status)
  const [items, subscription, counters, config] = await Promise.all([
    readKind(ctx, { scope: actor.enterpriseId, kind: 'all', range: both }),
    subscriptionOf(ctx, actor),
    readCounters(ctx, actor.enterpriseId, [FLEET_COUNTERS.all, ...onDevice]),
    ctx.entities.profileConfig.query.byEnterprise({ enterpriseId: actor.enterpriseId }).go({ limit: 1 }),
  ])
  const byDay = sumByDay(items, zone, both, ['d', 'g']).get('all')
  const rows = dailyRows(byDay, both)
  const figure = (metric: 'downloads' | 'generated') => {
    const recent = rows.slice(HOME_DAYS)
    return {
      total: recent.reduce((sum, row) => sum + row[metric], 0),
      previous: rows.slice(0, HOME_DAYS).reduce((sum, row) => sum + row[metric], 0),
      days: recent.map((row) => ({ day: row.day, count: row[metric] })),
    }
  }
  return {
    timeZone: zone.name,
    from,
    to,
    downloads: figure('downloads'),
    generated: figure('generated'),
    subscription,
    steps: {
      configured: config.data.length > 0,
      generated: (counters.get(FLEET_COUNTERS.all) ?? 0) > 0,
      downloaded: onDevice.some((name) => (counters.get(name) ?? 0) > 0),
    },
  }
}

/** What a breakdown by configuration or group shows of each. */
const BREAKDOWN_CODES: readonly StatCode[] = ['g', 'd', 'i', 'f']

/** Names of configurations or groups by id, read for the ids a breakdown shows. */
async function namesOf(
  ctx: AppContext,
  enterpriseId: string,
  kind: 'config' | 'group',
  ids: string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  const wanted = ids.filter((id) => id !== NO_GROUP)
  if (wanted.length === 0) return names
  if (kind === 'config') {
    const { data } = await ctx.entities.profileConfig
      .get(wanted.map((configId) => ({ enterpriseId, configId })))
      .go()
    for (const c of data) names.set(c.configId, c.name)
  } else {
    const { data } = await ctx.entities.group.get(wanted.map((groupId) => ({ enterpriseId, groupId }))).go()
    for (const g of data) names.set(g.groupId, g.name)
  }
  return names
}

async function breakdown(
  ctx: AppContext,
  enterpriseId: string,
  kind: 'config' | 'group',
  totals: Map<string, Counts>,
): Promise<BreakdownRow[]> {
  const rows = [...totals].map(([id, counts]) => ({ id, ...metricsOf(counts) }))
  const shown = rows.filter((r) => r.generated + r.downloads + r.installations + r.failures > 0)
  const names = await namesOf(
    ctx,
    enterpriseId,
    kind,
    shown.map((r) => r.id),
  )
  return shown
    .map(({ id, generated, downloads, installations, failures }) => ({
      id,
      name: id === NO_GROUP ? 'No group' : (names.get(id) ?? '(deleted)'),
      generated,
      downloads,
      installations,
      failures,
    }))
    .sort((a, b) => b.downloads - a.downloads || b.generated - a.generated || a.name.localeCompare(b.name))
}

/** The dashboard over a range of the zone's days. */
export async function dashboard(
  ctx: AppContext,
  actor: TenantCaller,
  range: DayRange,
  zone: Zone,
  meter?: Meter,
): Promise<Dashboard> {
  requirePast(ctx, range, zone)
  const { enterpriseId } = actor
  // The days need every hour of the enterprise's total; the breakdowns only their totals over the range.
  const totalsOf = (kind: (typeof TOTALLED_KINDS)[number], codes: readonly StatCode[]) =>
    readTotals(ctx, { scope: enterpriseId, kind, range, zone, codes }, meter)
  const [all, failures, configs, groups, fleet, subscription] = await Promise.all([
    readKind(ctx, { scope: enterpriseId, kind: 'all', range }, meter),
    totalsOf('failure', ['f']),
    totalsOf('config', BREAKDOWN_CODES),
    totalsOf('group', BREAKDOWN_CODES),
    readCounters(ctx, enterpriseId, FLEET_STATES.map(FLEET_COUNTERS.status)),
    subscriptionOf(ctx, actor),
  ])
  const byDay = sumByDay(all, zone, range, ALL_METRIC_CODES).get('all')
  const reasons = [...failures].map(([reason, counts]) => ({ reason, count: counts.f ?? 0 }))
  const [byConfig, byGroup] = await Promise.all([
    breakdown(ctx, enterpriseId, 'config', configs),
    breakdown(ctx, enterpriseId, 'group', groups),
  ])
  const period = subscription?.period
  return {
    timeZone: zone.name,
    from: range.from,
    to: range.to,
    days: dailyRows(byDay, range),
    totals: metricsOf(totalOf(byDay)),
    failureReasons: reasons.filter((r) => r.count > 0).sort((a, b) => b.count - a.count),
    fleet: FLEET_STATES.map((state) => ({ state, count: fleet.get(FLEET_COUNTERS.status(state)) ?? 0 })),
    byConfig,
    byGroup,
    quota:
      subscription && period
        ? {
            planName: subscription.plan?.name ?? null,
            billingDimension: subscription.billingDimension,
            used: subscription.downloads.used,
            total: subscription.downloads.total,
            periodStart: period.start,
            periodEnd: period.end,
          }
        : null,
  }
}

/** A daily report over a range: the enterprise's, or one configuration's, one group's, or both's. */
export async function report(
  ctx: AppContext,
  actor: TenantCaller,
  input: ReportRequest,
  zone: Zone,
): Promise<Report> {
  const range = { from: input.from, to: input.to }
  requirePast(ctx, range, zone)
  const { configId, groupId } = input
  const [kind, key] =
    configId && groupId
      ? ['configGroup', `${configId}#${groupId}`]
      : configId
        ? ['config', configId]
        : groupId
          ? ['group', groupId]
          : ['all', 'all']
  const items = await readKind(ctx, { scope: actor.enterpriseId, kind, range, key })
  const byDay = sumByDay(items, zone, range, ALL_METRIC_CODES).get(key)
  return {
    timeZone: zone.name,
    from: range.from,
    to: range.to,
    configId: configId ?? null,
    groupId: groupId ?? null,
    rows: dailyRows(byDay, range),
    totals: metricsOf(totalOf(byDay)),
  }
}
