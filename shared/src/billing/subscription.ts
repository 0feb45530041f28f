import { z } from 'zod'
import { billingDimensionSchema, planCodeSchema, planSchema } from './catalogue.ts'

/** The trial's notices, worded as the product gives them, with the brand's app name. */
export const TRIAL_WARNING_DAYS = 3
export const trialEndingMessage = (appName: string, days: number) =>
  `Your free trial of ${appName} will expires in ${days} days.`
export const trialExpiredMessage = (appName: string) => `Your free trial of ${appName} is expired.`

/**
 * A card plan renews through the provider at its end. The owner is reminded this many days before; a
 * renewal the provider has not settled yet is awaited this long past the end before the plan expires; a
 * failed renewal keeps the plan usable for the grace period (the provider retries the card meanwhile),
 * counted from the failure, then the plan expires.
 */
export const RENEWAL_REMINDER_DAYS = 3
export const RENEWAL_WAIT_HOURS = 24
export const RENEWAL_GRACE_DAYS = 7

export const SUBSCRIPTION_STATES = ['TRIAL', 'ACTIVE', 'EXPIRED', 'NONE'] as const
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number]

const quotaSchema = z.object({
  used: z.number().int(),
  available: z.number().int(),
  /** Used past the plan's total: allowed, shown as overage. */
  exceed: z.number().int(),
  total: z.number().int(),
})

/** A paid plan on the enterprise's timeline: the one that runs, or one paid to start later. */
export const paidPeriodSchema = z.object({
  orderId: z.string(),
  plan: planCodeSchema,
  planName: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  running: z.boolean(),
})
export type PaidPeriod = z.infer<typeof paidPeriodSchema>

/** The enterprise's subscription as the Subscription screen, the banner and the home card show it. */
export const subscriptionSchema = z.object({
  state: z.enum(SUBSCRIPTION_STATES),
  plan: planSchema.nullable(),
  freeTrial: z.boolean(),
  /** Whole days left of the trial (a started day counts), while in trial. */
  trialDaysLeft: z.number().int().nullable(),
  startedOn: z.number().nullable(),
  endsOn: z.number().nullable(),
  nextRenewal: z.number().nullable(),
  autoRenew: z.boolean(),
  /** The trial can be cancelled in its first 15 days; a paid plan's renewal can be turned off. */
  canCancel: z.boolean(),
  /** The current order (null in trial or without a plan). */
  orderId: z.string().nullable(),
  /** The quota period the figures cover (the current month of the plan). */
  period: z.object({ start: z.number(), end: z.number() }).nullable(),
  billingDimension: billingDimensionSchema,
  /** Downloads or installations, by the plan's billing dimension, in the current period. */
  downloads: quotaSchema,
  members: quotaSchema,
  /** A plan bought to start later (after the trial, or a downgrade at renewal). */
  scheduled: z.object({ plan: planCodeSchema, planName: z.string(), startsAt: z.number() }).nullable(),
  /**
   * Every paid plan that runs or is paid to start later, in order: one plan timeline, its periods one after
   * another (a new plan goes after the last of them).
   */
  timeline: z.array(paidPeriodSchema),
  /** What the banner says, if anything: the trial's warning or end, a failed renewal, no plan at all. */
  notice: z
    .object({
      kind: z.enum(['TRIAL_ENDING', 'TRIAL_EXPIRED', 'RENEWAL_FAILED', 'NO_PLAN', 'EXPIRED']),
      message: z.string(),
    })
    .nullable(),
})
export type Subscription = z.infer<typeof subscriptionSchema>

export const cancelSubscriptionRequestSchema = z
  .object({ reason: z.string().trim().max(500).optional() })
  .strict()
  .optional()
