import { z } from 'zod'
import { billingDimensionSchema } from './billing/catalogue.ts'
import { subscriptionSchema } from './billing/subscription.ts'
import { FLEET_STATES } from './fleet.ts'
import { DAY_FORMAT_MESSAGE, DAY_MISSING_MESSAGE, RANGE_INVERTED_MESSAGE } from './messages.ts'

/**
 * Insights: the home page's 7-day figures, the dashboard, the reports and the admin dashboard. Every figure
 * is summed from hourly counters moved in the same transaction as the event they count, so a day is the
 * user's own (the `timezone` header) and a figure equals the events behind it.
 */

/** What is counted per enterprise and hour. */
export const INSIGHT_METRICS = [
  'generated',
  'downloads',
  'installations',
  'failures',
  'eidPushes',
  'recycles',
] as const
export type InsightMetric = (typeof INSIGHT_METRICS)[number]

/** The home page's figures cover the last 7 days (today included). */
export const HOME_DAYS = 7
/** The longest range a dashboard, report or admin dashboard covers. */
export const MAX_RANGE_DAYS = 366
/** The range picker's presets (days, today included). */
export const RANGE_PRESETS = [7, 30, 90] as const

export const RANGE_TOO_LONG_MESSAGE = `Choose a range of at most ${MAX_RANGE_DAYS} days`

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** Whether `day` is a calendar day that exists, written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  if (!dayPattern.test(day)) return false
  const at = Date.parse(`${day}T00:00:00Z`)
  return !Number.isNaN(at) && toDay(at) === day
}

/** A calendar day, YYYY-MM-DD, in the user's time zone; one message for what is wrong with it. */
export const daySchema = z
  .string({ error: 'Required' })
  .trim()
  .min(1, { message: 'Required', abort: true })
  .regex(dayPattern, { message: DAY_FORMAT_MESSAGE, abort: true })
  .refine(isDay, { message: DAY_MISSING_MESSAGE })

/** The UTC calendar day of an instant (also how day arithmetic is done: days as UTC midnights). */
export function toDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10)
}
/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return toDay(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000)
}
/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/**
 * What is wrong with a range of two real days (inverted, or longer than {@link MAX_RANGE_DAYS}); nothing
 * while either day is not one, as its own field says so.
 */
export function rangeIssues(from: string, to: string): string[] {
  if (!isDay(from) || !isDay(to)) return []
  if (from > to) return [RANGE_INVERTED_MESSAGE]
  return daysBetween(from, to).length > MAX_RANGE_DAYS ? [RANGE_TOO_LONG_MESSAGE] : []
}

/** A range of days, both ends included; not inverted and at most {@link MAX_RANGE_DAYS} long. */
export const rangeSchema = z.object({ from: daySchema, to: daySchema }).superRefine(({ from, to }, issue) => {
  for (const message of rangeIssues(from, to)) issue.addIssue({ code: 'custom', path: ['to'], message })
})
export type DayRange = z.infer<typeof rangeSchema>

const count = z.number().int().min(0)
export const metricsSchema = z.object(
  Object.fromEntries(INSIGHT_METRICS.map((m) => [m, count])) as Record<InsightMetric, typeof count>,
)
export type Metrics = z.infer<typeof metricsSchema>
export const dailyMetricsSchema = metricsSchema.extend({ day: z.string() })
export type DailyMetrics = z.infer<typeof dailyMetricsSchema>

/** Where the figures' days are cut: the zone's name, and whether it had to fall back to UTC. */
const zoneFields = {
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
}

/** One 7-day figure: the total, the previous 7 days' and each day's. */
const weekFigureSchema = z.object({
  total: count,
  previous: count,
  days: z.array(z.object({ day: z.string(), count })),
})
export const homeInsightsSchema = z.object({
  ...zoneFields,
  downloads: weekFigureSchema,
  generated: weekFigureSchema,
  /** The subscription, for a member who may see it (Subscription_View); null otherwise. */
  subscription: subscriptionSchema.nullable(),
  /** The get-started steps, each done once the account did it. */
  steps: z.object({ configured: z.boolean(), generated: z.boolean(), downloaded: z.boolean() }),
})
export type HomeInsights = z.infer<typeof homeInsightsSchema>

const breakdownRowSchema = z.object({
  id: z.string(),
  /** The configuration's or group's name; "(deleted)" once it is gone, "No group" for none. */
  name: z.string(),
  generated: count,
  downloads: count,
  installations: count,
  failures: count,
})
export type BreakdownRow = z.infer<typeof breakdownRowSchema>

export const dashboardSchema = z.object({
  ...zoneFields,
  days: z.array(dailyMetricsSchema),
  totals: metricsSchema,
  /** Failures over the range by the SM-DP+'s reason, most first. */
  failureReasons: z.array(z.object({ reason: z.string(), count })),
  /** The fleet now, by state. */
  fleet: z.array(z.object({ state: z.enum(FLEET_STATES), count })),
  byConfig: z.array(breakdownRowSchema),
  byGroup: z.array(breakdownRowSchema),
  /** Quota use against the plan (null without a plan, or for a member who may not see the subscription). */
  quota: z
    .object({
      planName: z.string().nullable(),
      billingDimension: billingDimensionSchema,
      used: count,
      total: count,
      periodStart: z.number(),
      periodEnd: z.number(),
    })
    .nullable(),
})
export type Dashboard = z.infer<typeof dashboardSchema>

/** A report: a range, optionally one configuration and/or one group. */
export const reportRequestSchema = z
  .object({
    from: daySchema,
    to: daySchema,
    configId: z.string().trim().min(1).max(64).optional(),
    groupId: z.string().trim().min(1).max(64).optional(),
  })
  .superRefine(({ from, to }, issue) => {
    for (const message of rangeIssues(from, to)) issue.addIssue({ code: 'custom', path: ['to'], message })
  })
export type ReportRequest = z.infer<typeof reportRequestSchema>

export const reportSchema = z.object({
  ...zoneFields,
  configId: z.string().nullable(),
  groupId: z.string().nullable(),
  rows: z.array(dailyMetricsSchema),
  totals: metricsSchema,
})
export type Report = z.infer<typeof reportSchema>

/** The monthly usage report mailed to the enterprise's owners on the first of the month. */
export const reportMailSchema = z.object({ monthly: z.boolean() })
export type ReportMail = z.infer<typeof reportMailSchema>

/** Platform-wide, for the platform admin. */
export const adminDashboardSchema = z.object({
  ...zoneFields,
  enterprises: z.object({
    total: count,
    /** Created in the range. */
    created: count,
    /** Generated or had a download in the range. */
    active: count,
    trialsEndingThisWeek: z.array(
      z.object({ enterpriseId: z.string(), name: z.string(), endsAt: z.number() }),
    ),
  }),
  /**
   * Orders paid, by month (of the range, in the zone) and plan (its code, and its name as the catalogue
   * has it now); revenue in the currency's minor unit.
   */
  orders: z.array(
    z.object({
      month: z.string(),
      plan: z.string(),
      planName: z.string(),
      orders: count,
      revenue: count,
      currency: z.string(),
    }),
  ),
  days: z.array(dailyMetricsSchema),
  totals: metricsSchema,
  topTenants: z.array(
    z.object({ enterpriseId: z.string(), name: z.string(), generated: count, downloads: count }),
  ),
  queue: z.object({ depth: count, inFlight: count, deadLetters: count }),
  /** Failed notifications over all the SM-DP+'s notifications in the range (null: none received). */
  smdpErrorRate: z.number().min(0).max(1).nullable(),
  notifications: count,
})
export type AdminDashboard = z.infer<typeof adminDashboardSchema>
