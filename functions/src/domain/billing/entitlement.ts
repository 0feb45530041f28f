import type { PlanFeature } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { getPlan } from './catalogue.ts'
import { currentPeriod } from './current.ts'

/**
 * Work that needs a running subscription (generation, EID push) checks it first: never subscribed is the
 * product's "You don't subscribe to any Plan..."; expired, cancelled or a plan without the feature is its
 * "The current subscription has expired or the plan doesn't support the operation". Downloads past the
 * plan's total are never refused here: they are overage, billed, and devices holding an AC keep working.
 */
export async function requireSubscription(
  ctx: AppContext,
  enterpriseId: string,
  options: { feature?: PlanFeature; refusal?: ErrorCode } = {},
) {
  const { current, ever } = await currentPeriod(ctx, enterpriseId)
  if (!ever) throw new AppError(ErrorCode.NO_PLAN)
  const refusal = options.refusal ?? ErrorCode.SUBSCRIPTION_INACTIVE
  if (!current) throw new AppError(refusal)
  if (options.feature && !(current.features ?? []).includes(options.feature)) throw new AppError(refusal)
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
