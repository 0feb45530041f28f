import { type PlanLimit, type PlanLimitKind, planLimitMessage } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { getPlan } from './catalogue.ts'
import { currentPeriod } from './current.ts'
import { planLocks, requireRunning } from './entitlement.ts'

type Kept = { enterpriseId: string; what: PlanLimitKind; used: number }

/**
 * A plan's cap on what the enterprise keeps (members, configurations) against how many it keeps (`used`,
 * counted by the caller's one rule: `seatsTaken`, `configurationsKept`): the rule by which one more is
 * refused and by which the screens show "3 of 5" and the lock at the cap, before any form.
 */
async function planLimit(ctx: AppContext, input: Kept) {
  const period = await currentPeriod(ctx, input.enterpriseId)
  const cap = period.current ? (await getPlan(ctx, period.current.plan))[input.what] : null
  return { period, cap, full: cap === null || input.used >= cap }
}

/**
 * One more fits the plan that runs, else refused: with no plan running as `requireSubscription` refuses,
 * at the cap with the plan's name and cap (10144).
 */
export async function requireWithinPlan(ctx: AppContext, input: Kept): Promise<void> {
  const { period, cap, full } = await planLimit(ctx, input)
  const current = requireRunning(period)
  if (!full || cap === null) return
  const plan = await getPlan(ctx, current.plan)
  throw new AppError(
    ErrorCode.PLAN_LIMIT,
    `${planLimitMessage(plan.name, cap, input.what)}; upgrade the plan to add more`,
  )
}

/**
 * How many the enterprise keeps against the plan's cap, as the screens show it beside the action that adds
 * one: locked when `requireWithinPlan` would refuse one more, with the words and the way out for this
 * person (upgrade or choose a plan if they may buy, else ask the owner or an admin).
 */
export async function planLimitView(
  ctx: AppContext,
  input: Kept & { canBuy: boolean; appName: string },
): Promise<PlanLimit> {
  const { period, cap, full } = await planLimit(ctx, input)
  const { running, lockOf, atCap } = await planLocks(ctx, period, input)
  const { used, what } = input
  const lock = !full ? null : cap === null ? lockOf('GENERATE') : await atCap({ what, cap, used })
  return { used, cap, planName: running?.name ?? null, lock }
}
