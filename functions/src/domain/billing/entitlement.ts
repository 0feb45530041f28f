import {
  type Entitlement,
  type LockReason,
  lockReason,
  NO_PLAN_MESSAGE,
  NO_PLAN_YET_MESSAGE,
  type PlanCapability,
  type PlanFeature,
  type PlanLock,
  trialExpiredMessage,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { getPlan } from './catalogue.ts'
import { currentPeriod } from './current.ts'
import { planTimeline } from './timeline.ts'

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
  const { current, latest, ever } = await currentPeriod(ctx, enterpriseId)
  const standing = { running: current, ever, lastWasTrial: Boolean(latest?.freeTrial) }
  const reason = lockReason(standing, options.feature ?? 'GENERATE')
  if (reason === 'NO_PLAN') throw new AppError(ErrorCode.NO_PLAN)
  if (reason || !current) throw new AppError(options.refusal ?? ErrorCode.SUBSCRIPTION_INACTIVE)
  return current
}

/** A plan's cap on something the enterprise keeps (members, configurations), refused with its numbers. */
export async function requireWithinPlan(
  ctx: AppContext,
  input: { enterpriseId: string; what: 'members' | 'configurations'; used: number },
) {
  const current = await requireSubscription(ctx, input.enterpriseId)
  const plan = await getPlan(ctx, current.plan)
  const cap = plan[input.what]
  if (input.used >= cap) {
    throw new AppError(
      ErrorCode.PLAN_LIMIT,
      `The ${plan.name} plan allows ${cap} ${input.what}; upgrade the plan to add more`,
    )
  }
}

const CAPABILITY_NAMES: Record<PlanFeature, string> = {
  EID_PUSH: 'EID push',
  DEVELOPER_API: 'the developer API (API keys and webhooks)',
}
const ASK = 'Ask the owner or an admin of your enterprise to'

/**
 * What the enterprise's plan allows now, as the screens show it before a form is filled: per capability,
 * the reason it is locked (by `lockReason`, as the server refuses) and the way out for this person. One who
 * may buy is led to choose a plan, or to upgrade a paid plan without the feature; one who may not is told
 * to ask the owner or an admin; a paid plan that starts later is waited for.
 */
export async function entitlementView(
  ctx: AppContext,
  input: { enterpriseId: string; canBuy: boolean; appName: string },
): Promise<Entitlement> {
  const { current, latest, ever, periods } = await currentPeriod(ctx, input.enterpriseId)
  const timeline = await planTimeline(ctx, input.enterpriseId, { periods })
  const running = current ? (await getPlan(ctx, current.plan)).name : null
  const last = latest ? (await getPlan(ctx, latest.plan)).name : null
  const upcoming = timeline.paid.find((period) => !period.running)
  const standing = { running: current, ever, lastWasTrial: Boolean(latest?.freeTrial) }
  const lockOf = (capability: PlanCapability): PlanLock | null => {
    const reason = lockReason(standing, capability)
    if (!reason) return null
    const next = reason !== 'NOT_IN_PLAN' && upcoming ? upcoming : null
    return lockInWords({
      reason,
      capability,
      planName: (reason === 'NOT_IN_PLAN' ? running : last) ?? '',
      canBuy: input.canBuy,
      paidRuns: Boolean(current?.orderId),
      appName: input.appName,
      next: next ? { planName: next.planName, startsAt: next.startsAt } : null,
    })
  }
  return {
    state: current ? (current.freeTrial ? 'TRIAL' : 'ACTIVE') : ever ? 'EXPIRED' : 'NONE',
    planName: running,
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
}): PlanLock {
  const { reason, capability, planName, canBuy, next } = input
  const way = next
    ? 'WAIT'
    : !canBuy
      ? 'ASK_OWNER'
      : reason === 'NOT_IN_PLAN' && input.paidRuns
        ? 'UPGRADE'
        : 'CHOOSE_PLAN'
  const state = {
    NO_PLAN: canBuy ? NO_PLAN_YET_MESSAGE : NO_PLAN_MESSAGE,
    TRIAL_EXPIRED: trialExpiredMessage(input.appName),
    EXPIRED: `Your ${planName} plan has ended.`,
    NOT_IN_PLAN: `Your ${planName} plan does not include ${capability === 'GENERATE' ? 'this' : CAPABILITY_NAMES[capability]}.`,
  }[reason]
  const ask =
    way === 'ASK_OWNER' && reason !== 'NO_PLAN'
      ? ` ${ASK} ${reason === 'NOT_IN_PLAN' ? 'upgrade the plan' : 'choose a plan'}.`
      : ''
  return { reason, message: state + ask, way, next }
}
