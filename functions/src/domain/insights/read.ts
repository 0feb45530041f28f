import {
  addDays,
  type DayRange,
  daysBetween,
  INSIGHT_METRICS,
  type InsightMetric,
  RANGE_FUTURE_MESSAGE,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { HOURS, type StatCode, type StatItem } from '../../entities/stat.ts'

/** The code each metric is counted under. */
export const METRIC_CODES: Record<InsightMetric, StatCode> = {
  generated: 'g',
  downloads: 'd',
  installations: 'i',
  failures: 'f',
  eidPushes: 'e',
  recycles: 'r',
}

/** Counts per code; a code never moved is absent. */
export type Counts = Partial<Record<StatCode, number>>

/** How many items a reading took, for the benchmark. */
export type Meter = { items: number }

/**
 * A time zone the figures' days are cut in: the `timezone` header's when the runtime knows it, else UTC.
 * `dayOf` names the zone's calendar day of an instant.
 */
export type Zone = { name: string; dayOf: (at: number) => string }

export function zoneOf(name: string | undefined): Zone {
  const make = (zone: string): Zone => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    return { name: zone, dayOf: (at) => format.format(at) }
  }
  if (name) {
    try {
      return make(name)
    } catch {
      // An unknown zone: the figures fall back to UTC, and the answer says so.
    }
  }
  return make('UTC')
}

/** Refuses a range that ends after today in the zone (the schema refused inverted and too long ones). */
export function requirePast(ctx: AppContext, range: DayRange, zone: Zone): void {
  if (range.to > zone.dayOf(ctx.now())) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, RANGE_FUTURE_MESSAGE)
  }
}

/**
 * One kind's items of a scope over the UTC days a range of the zone's days can touch (a day either side:
 * zones sit within 14 hours of UTC), every page.
 */
export async function readKind(
  ctx: AppContext,
  scope: string,
  kind: string,
  range: DayRange,
  meter?: Meter,
): Promise<StatItem[]> {
  const items: StatItem[] = []
  let cursor: string | null = null
  do {
    const page: { data: StatItem[]; cursor: string | null } = await ctx.entities.stat.query
      .byDay({ scope, kind })
      .between({ day: addDays(range.from, -1) }, { day: addDays(range.to, 2) })
      .go({ cursor })
    items.push(...page.data)
    cursor = page.cursor
  } while (cursor)
  if (meter) meter.items += items.length
  return items
}

/**
 * Sums items' hourly counts into the zone's days of the range: per key (the item's `key`) and day, the
 * counts of the codes asked for. An hour falls in the day its start falls in.
 */
export function sumByDay(
  items: StatItem[],
  zone: Zone,
  range: DayRange,
  codes: readonly StatCode[],
): Map<string, Map<string, Counts>> {
  const dayOfHour = new Map<string, string>()
  const localDay = (utcDay: string, hour: number) => {
    const id = `${utcDay}T${HOURS[hour]}`
    let day = dayOfHour.get(id)
    if (day === undefined) {
      day = zone.dayOf(Date.parse(`${id}:00:00Z`))
      dayOfHour.set(id, day)
    }
    return day
  }
  const sums = new Map<string, Map<string, Counts>>()
  for (const item of items) {
    const fields = item as unknown as Record<string, number | string | undefined>
    const byDay = sums.get(item.key) ?? new Map<string, Counts>()
    sums.set(item.key, byDay)
    for (let hour = 0; hour < 24; hour++) {
      let day: string | undefined
      for (const code of codes) {
        const n = fields[`${code}${HOURS[hour]}`]
        if (typeof n !== 'number' || n === 0) continue
        day ??= localDay(item.day, hour)
        if (day < range.from || day > range.to) break
        const counts = byDay.get(day) ?? {}
        counts[code] = (counts[code] ?? 0) + n
        byDay.set(day, counts)
      }
    }
  }
  return sums
}

/** Adds counts into a total. */
export function addCounts(total: Counts, counts: Counts): Counts {
  for (const [code, n] of Object.entries(counts) as [StatCode, number][]) total[code] = (total[code] ?? 0) + n
  return total
}

/** All of a key's days summed. */
export function totalOf(byDay: Map<string, Counts> | undefined): Counts {
  const total: Counts = {}
  for (const counts of byDay?.values() ?? []) addCounts(total, counts)
  return total
}

/** Counts as the metrics the API answers (zero where nothing moved). */
export function metricsOf(counts: Counts): Record<InsightMetric, number> {
  return Object.fromEntries(
    INSIGHT_METRICS.map((m) => [m, Math.max(0, counts[METRIC_CODES[m]] ?? 0)]),
  ) as Record<InsightMetric, number>
}

/** Every day of the range with its metrics, zero where nothing happened. */
export function dailyRows(byDay: Map<string, Counts> | undefined, range: DayRange) {
  return daysBetween(range.from, range.to).map((day) => ({ day, ...metricsOf(byDay?.get(day) ?? {}) }))
}

export const ALL_METRIC_CODES = INSIGHT_METRICS.map((m) => METRIC_CODES[m])
