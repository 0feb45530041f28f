import {
  adminOrderUpgradeRequestSchema,
  type Order,
  PLAN_RANK,
  type Plan,
  type PlanCode,
  type UpgradeQuote,
  upgradeQuote,
} from '@simlessly/shared'
import type { z } from 'zod'
import { checkedResolver, type DiscountValues, discountIssues, discountPath, toDiscount } from './form-checks'

export type UpgradeRequest = z.output<typeof adminOrderUpgradeRequestSchema>

/** The upgrade as the admin fills it: a higher plan, how the difference is paid, an optional discount. */
export type UpgradeValues = DiscountValues & { plan: PlanCode | ''; paymentMethod: '0' | '1' }

/** The order being upgraded. */
export type UpgradeContext = { orderId: string }

export const emptyUpgradeValues: UpgradeValues = {
  plan: '',
  paymentMethod: '1',
  discountType: '',
  discountValue: '',
}

export function toUpgradeInput(values: UpgradeValues, context: UpgradeContext | undefined) {
  const discount = toDiscount(values)
  return {
    orderId: context?.orderId ?? '',
    plan: values.plan === '' ? undefined : values.plan,
    paymentMethod: Number(values.paymentMethod),
    ...(discount && { discount }),
  }
}

const FIELDS = ['plan', 'paymentMethod']

export const upgradeResolver = checkedResolver<
  UpgradeValues,
  typeof adminOrderUpgradeRequestSchema,
  UpgradeContext
>(adminOrderUpgradeRequestSchema, toUpgradeInput, (path) => discountPath(path, FIELDS), discountIssues)

/** The plans an order can move up to: ranked above its own. */
export function higherPlans(current: PlanCode, plans: readonly Plan[] | undefined): Plan[] {
  return (plans ?? []).filter((plan) => PLAN_RANK[plan.code] > PLAN_RANK[current])
}

/**
 * The price of the upgrade before any discount, as the server computes it from the same catalogue and the
 * same shared function: the difference between the plans for the days left of the order's period.
 */
export function estimateUpgrade(
  order: Pick<Order, 'plan' | 'billingType' | 'quantity' | 'planStartAt' | 'planEndAt'>,
  to: PlanCode,
  plans: readonly Plan[] | undefined,
  now: number,
): UpgradeQuote | undefined {
  const from = plans?.find((plan) => plan.code === order.plan)
  const target = plans?.find((plan) => plan.code === to)
  if (!from || !target) return undefined
  return upgradeQuote({
    from,
    to: target,
    billingType: order.billingType,
    quantity: order.quantity,
    periodStart: order.planStartAt,
    periodEnd: order.planEndAt,
    now,
  })
}
