import {
  type Entitlement,
  type LockReason,
  lockReason,
  NO_PLAN_MESSAGE,
  NO_PLAN_YET_MESSAGE,
  Permission,
  type PlanCapability,
  type PlanFeature,
  type PlanLimitKind,
  type PlanLock,
  planLimitMessage,
  trialExpiredMessage,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { holds, type TenantCaller } from '../actor.ts'
import { getSiteTheme } from '../brand.ts'
import { getPlan } from './catalogue.ts'
import { currentPeriod } from './current.ts'
import { planTimeline } from './timeline.ts'

type Period = Awaited<ReturnType<typeof currentPeriod>>

/** The enterprise's standing as `lockReason` reads it. */
const standingOf = ({ current, latest, ever }: Period) => ({
  running: current,
  ever,
  lastWasTrial: Boolean(latest?.freeTrial),
})

/**
 * Work that needs a running subscription (generation, EID push) checks it first, by the one rule of
 * `lockReason` that the screens' locks follow too: never subscribed is the product's "You don't subscribe
 * to any Plan..."; expired, cancelled or a plan without the feature is its "The current subscription has
 * expired or the plan doesn't support the operation". Downloads past the plan's total are never refused
 * here: they are overage, billed, and devices holding an AC keep working.
 */
export async function requireSubscription(
  ctx: AppContext,
  enterpriseId: string,
  options: { feature?: PlanFeature; refusal?: ErrorCode } = {},
) {
  return requireRunning(await currentPeriod(ctx, enterpriseId), options)
}

/** The running period of `period`, or the refusal `requireSubscription` words. */
export function requireRunning(
  period: Period,
  options: { feature?: PlanFeature; refusal?: ErrorCode } = {},
): NonNullable<Period['current']> {
  const reason = lockReason(standingOf(period), options.feature ?? 'GENERATE')
  if (reason === 'NO_PLAN') throw new AppError(ErrorCode.NO_PLAN)
  if (reason || !period.current) throw new AppError(options.refusal ?? ErrorCode.SUBSCRIPTION_INACTIVE)
  return period.current
}

/** Who is shown a lock: their enterprise, whether their role may buy, and the product's name for the words. */
export async function lockViewer(ctx: AppContext, actor: TenantCaller) {
  const { appName } = await getSiteTheme(ctx, undefined)
  return { enterpriseId: actor.enterpriseId, canBuy: holds(actor, Permission.Order_Purchase), appName }
}

const CAPABILITY_NAMES: Record<PlanFeature, string> = {
  EID_PUSH: 'EID push',
  DEVELOPER_API: 'the developer API (API keys and webhooks)',
}
const ASK = 'Ask the owner or an admin of your enterprise to'

/**
 * The locks of an enterprise's plan as this person is shown them: per capability, the reason it is locked
 * (by `lockReason`, as the server refuses) and the way out; at a cap (`atCap`), the cap in words. One who
 * may buy is led to choose a plan, or to upgrade a paid plan; one who may not is told to ask the owner or
 * an admin; a paid plan that starts later (and, for a cap, allows more) is waited for.
 */
export async function planLocks(
  ctx: AppContext,
  period: Period,
  input: { enterpriseId: string; canBuy: boolean; appName: string },
) {
  const { current, latest } = period
  const timeline = await planTimeline(ctx, input.enterpriseId, { periods: period.periods })
  const running = current ? await getPlan(ctx, current.plan) : null
  const last = latest ? (await getPlan(ctx, latest.plan)).name : null
  const upcoming = timeline.paid.find((paid) => !paid.running)
  const next = upcoming ? { planName: upcoming.planName, startsAt: upcoming.startsAt } : null
  const words = { canBuy: input.canBuy, paidRuns: Boolean(current?.orderId), appName: input.appName }
  const lockOf = (capability: PlanCapability): PlanLock | null => {
    const reason = lockReason(standingOf(period), capability)
    if (!reason) return null
    const planName = (reason === 'NOT_IN_PLAN' ? running?.name : last) ?? ''
    return lockInWords({
      ...words,
      reason,
      capability,
      planName,
      next: reason !== 'NOT_IN_PLAN' ? next : null,
    })
  }
  const atCap = async (limit: { what: PlanLimitKind; cap: number; used: number }): Promise<PlanLock> => {
    const more = upcoming && (await getPlan(ctx, upcoming.plan))[limit.what] > limit.used
    const planName = running?.name ?? ''
    return lockInWords({
      ...words,
      reason: 'LIMIT_REACHED',
      capability: 'GENERATE',
      planName,
      limit,
      next: more ? next : null,
    })
  }
  return { running, lockOf, atCap }
}

/**
 * What the enterprise's plan allows now, as the screens show it before a form is filled: per capability,
 * the lock of `planLocks` for this person.
 */
export async function entitlementView(
  ctx: AppContext,
  input: { enterpriseId: string; canBuy: boolean; appName: string },
): Promise<Entitlement> {
  const period = await currentPeriod(ctx, input.enterpriseId)
  const { running, lockOf } = await planLocks(ctx, period, input)
  const { current, ever } = period
  return {
    state: current ? (current.freeTrial ? 'TRIAL' : 'ACTIVE') : ever ? 'EXPIRED' : 'NONE',
    planName: running?.name ?? null,
    locks: {
      GENERATE: lockOf('GENERATE'),
      EID_PUSH: lockOf('EID_PUSH'),
      DEVELOPER_API: lockOf('DEVELOPER_API'),
    },
  }
}

/**
 * A lock in words: the state (the product's own messages where it has them), then, for one who cannot buy,
 * whom to ask (the product's "no plan" message already says to contact an admin). The banner of the
 * Subscription view words an ended or missing plan the same way.
 */
export function lockInWords(input: {
  reason: LockReason
  capability: PlanCapability
  planName: string
  canBuy: boolean
  paidRuns: boolean
  appName: string
  next: PlanLock['next']
  /** At a cap (LIMIT_REACHED): what is capped and the cap. */
  limit?: { what: PlanLimitKind; cap: number }
}): PlanLock {
  const { reason, capability, planName, canBuy, next, limit } = input
  // A plan that runs lacks something (a feature, room under a cap): a bigger plan is the way out.
  const bigger = reason === 'NOT_IN_PLAN' || reason === 'LIMIT_REACHED'
  const way = next ? 'WAIT' : !canBuy ? 'ASK_OWNER' : bigger && input.paidRuns ? 'UPGRADE' : 'CHOOSE_PLAN'
  const state = {
    NO_PLAN: canBuy ? NO_PLAN_YET_MESSAGE : NO_PLAN_MESSAGE,
    TRIAL_EXPIRED: trialExpiredMessage(input.appName),
    EXPIRED: `Your ${planName} plan has ended.`,
    NOT_IN_PLAN: `Your ${planName} plan does not include ${capability === 'GENERATE' ? 'this' : CAPABILITY_NAMES[capability]}.`,
    LIMIT_REACHED: limit ? `${planLimitMessage(planName, limit.cap, limit.what)}.` : '',
  }[reason]
  const ask =
    way === 'ASK_OWNER' && reason !== 'NO_PLAN'
      ? ` ${ASK} ${bigger ? 'upgrade the plan' : 'choose a plan'}.`
      : ''
  return { reason, message: state + ask, way, next }
}
