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
import { dayKind, type TOTALLED_KINDS } from './record.ts'

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

/** Where a raw page of a query stopped: DynamoDB's last evaluated key. */
type RawCursor = Record<string, unknown> | null

/** The UTC days a range of a zone's days can touch: a day either side (zones sit within 14 hours of UTC). */
const utcSpan = (range: DayRange): DayRange => ({ from: addDays(range.from, -1), to: addDays(range.to, 1) })

/**
 * One kind's items of a scope over UTC days (both ends included), every page; only one key's when `key` is
 * given (filtered by the table, so the others are not sent).
 */
async function queryDays(
  ctx: AppContext,
  query: { scope: string; kind: string; days: DayRange; key?: string | undefined },
  meter?: Meter,
): Promise<StatItem[]> {
  const { scope, kind, days, key } = query
  const items: StatItem[] = []
  let cursor: RawCursor = null
  do {
    const between = ctx.entities.stat.query
      .byDay({ scope, kind })
      // The sort key goes on past the day (`…#day_<day>#key_<key>`), so a day's items sort after the day
      // alone: the bound is the next day.
      .between({ day: days.from }, { day: addDays(days.to, 1) })
    const filtered = key === undefined ? between : between.where((item, { eq }) => eq(item.key, key))
    // The table's items as stored: ElectroDB's formatting of every hour attribute of hundreds of items cost
    // as much as the read itself, and the attributes are stored under their own names (no field mapping).
    const page = (await filtered.go({ data: 'raw', cursor } as never)) as {
      data: { Items?: StatItem[] }
      cursor: RawCursor
    }
    items.push(...(page.data.Items ?? []))
    cursor = page.cursor
  } while (cursor)
  if (meter) meter.items += items.length
  return items
}

/**
 * One kind's items of a scope (one key's when `key` is given) over the UTC days a range of the zone's days
 * can touch.
 */
export function readKind(
  ctx: AppContext,
  query: { scope: string; kind: string; range: DayRange; key?: string | undefined },
  meter?: Meter,
): Promise<StatItem[]> {
  const { scope, kind, range, key } = query
  return queryDays(ctx, { scope, kind, days: utcSpan(range), key }, meter)
}

/**
 * Each key's counts of `codes` over a whole range of the zone's days. A UTC day all of whose hours fall in
 * the range is read from the kind's day twins (the day's counts alone, a fraction of an hourly item); only
 * the days at the range's edges, which the zone's midnight cuts, are read hour by hour. A key with nothing
 * in the range is absent.
 */
export async function readTotals(
  ctx: AppContext,
  query: {
    scope: string
    kind: (typeof TOTALLED_KINDS)[number]
    range: DayRange
    zone: Zone
    codes: readonly StatCode[]
  },
  meter?: Meter,
): Promise<Map<string, Counts>> {
  const { scope, kind, range, zone, codes } = query
  const span = utcSpan(range)
  const inside = (day: string) =>
    zone.dayOf(Date.parse(`${day}T00:00:00Z`)) >= range.from &&
    zone.dayOf(Date.parse(`${day}T23:00:00Z`)) <= range.to
  // The zone's days only move forward with time, so the days wholly inside are one run of days.
  const whole = daysBetween(span.from, span.to).filter(inside)
  const [first, last] = [whole[0], whole.at(-1)]
  const edges: DayRange[] = (
    first === undefined || last === undefined
      ? [span]
      : [
          { from: span.from, to: addDays(first, -1) },
          { from: addDays(last, 1), to: span.to },
        ]
  ).filter((days) => days.from <= days.to)
  const [dayItems, ...edgeItems] = await Promise.all([
    first === undefined || last === undefined
      ? []
      : queryDays(ctx, { scope, kind: dayKind(kind), days: { from: first, to: last } }, meter),
    ...edges.map((days) => queryDays(ctx, { scope, kind, days }, meter)),
  ])
  const totals = new Map<string, Counts>()
  for (const item of dayItems) {
    const fields = item as unknown as Record<string, number | undefined>
    const total = totals.get(item.key) ?? {}
    for (const code of codes) {
      const n = fields[code]
      if (typeof n === 'number' && n !== 0) total[code] = (total[code] ?? 0) + n
    }
    totals.set(item.key, total)
  }
  for (const [key, byDay] of sumByDay(edgeItems.flat(), zone, range, codes)) {
    totals.set(key, addCounts(totals.get(key) ?? {}, totalOf(byDay)))
  }
  return totals
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
