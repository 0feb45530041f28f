import { z } from 'zod'
import { PLAN_FEATURES } from './catalogue.ts'
import { SUBSCRIPTION_STATES } from './subscription.ts'

/**
 * What work asks of the plan: generation and configurations need a plan that runs (the trial or a paid
 * one); EID push and the developer API (API keys, webhooks) need it to include them.
 */
export const PLAN_CAPABILITIES = ['GENERATE', ...PLAN_FEATURES] as const
export type PlanCapability = (typeof PLAN_CAPABILITIES)[number]

/**
 * Why a capability is locked: never subscribed, the trial ended (or was cancelled), a paid plan ended, the
 * plan that runs does not include it, or (for what the plan caps) the enterprise keeps as many as it allows.
 */
export const LOCK_REASONS = ['NO_PLAN', 'TRIAL_EXPIRED', 'EXPIRED', 'NOT_IN_PLAN', 'LIMIT_REACHED'] as const
export type LockReason = (typeof LOCK_REASONS)[number]

/**
 * The way out for the person asking: choose a plan or upgrade (they may buy), wait for the paid plan that
 * starts next, or ask the owner or an admin of the enterprise (their role cannot buy).
 */
export const LOCK_WAYS = ['CHOOSE_PLAN', 'UPGRADE', 'WAIT', 'ASK_OWNER'] as const
export type LockWay = (typeof LOCK_WAYS)[number]

/** No plan was ever had, said to one who may buy (the product's own "no plan" message says to contact an admin). */
export const NO_PLAN_YET_MESSAGE = "You don't have a plan yet."

export const planLockSchema = z.object({
  reason: z.enum(LOCK_REASONS),
  /** The state in words, with what to do when that is not a button (asking the owner). */
  message: z.string(),
  way: z.enum(LOCK_WAYS),
  /** The paid plan that starts next, when the way is to wait for it. */
  next: z.object({ planName: z.string(), startsAt: z.number() }).nullable(),
})
export type PlanLock = z.infer<typeof planLockSchema>

/**
 * What the enterprise's plan allows now, for every member (the screens show a lock before a form is
 * filled): for each capability, null when it may be used, else why not and the way out.
 */
export const entitlementSchema = z.object({
  state: z.enum(SUBSCRIPTION_STATES),
  /** The plan that runs now (null: none). */
  planName: z.string().nullable(),
  locks: z.object({
    GENERATE: planLockSchema.nullable(),
    EID_PUSH: planLockSchema.nullable(),
    DEVELOPER_API: planLockSchema.nullable(),
  }),
})
export type Entitlement = z.infer<typeof entitlementSchema>

/** What a plan caps of what the enterprise keeps: its members (the owner included) and configurations. */
export const PLAN_LIMITS = ['members', 'configurations'] as const
export type PlanLimitKind = (typeof PLAN_LIMITS)[number]

/** A cap in words, as the refusal (10144) and the lock at the cap both say it. */
export const planLimitMessage = (planName: string, cap: number, what: PlanLimitKind) =>
  `The ${planName} plan allows ${cap} ${what}`

/**
 * How many the enterprise keeps of what the plan caps, against the cap, counted by the rule that refuses one
 * more; with the lock when one more would be refused (no plan runs, or the cap is reached) and the way out.
 */
export const planLimitSchema = z.object({
  used: z.number().int().min(0),
  /** The running plan's cap (null: no plan runs, nothing may be added). */
  cap: z.number().int().min(0).nullable(),
  /** The plan that runs now (null: none). */
  planName: z.string().nullable(),
  lock: planLockSchema.nullable(),
})
export type PlanLimit = z.infer<typeof planLimitSchema>

/**
 * The one rule of what locks a capability, for the server's refusals and the screens' locks alike: no plan
 * ever, none running now (the last one a trial, or paid), or one running without the feature.
 */
export function lockReason(
  input: {
    running: { features?: readonly string[] | undefined } | null
    ever: boolean
    lastWasTrial: boolean
  },
  capability: PlanCapability,
): LockReason | null {
  if (!input.ever) return 'NO_PLAN'
  if (!input.running) return input.lastWasTrial ? 'TRIAL_EXPIRED' : 'EXPIRED'
  if (capability === 'GENERATE') return null
  return (input.running.features ?? []).includes(capability) ? null : 'NOT_IN_PLAN'
}
