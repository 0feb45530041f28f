import {
  BillingDimension,
  PLAN_RANK,
  type Plan,
  type PlanCode,
  type PurchaseOperation,
} from '@simlessly/shared'

/** What a plan's quota counts, as the locale names it: downloads or installations. */
export type UsageKind = 'downloads' | 'installations'

export const usageKind = (dimension: BillingDimension): UsageKind =>
  dimension === BillingDimension.Installation ? 'installations' : 'downloads'

/** One line of what a plan includes: a locale key under `billing.inclusions` and its values. */
export type Inclusion = { key: string; count?: number; value?: string }

/**
 * What a plan includes, in the order the cards list it: its quota by its billing dimension, members,
 * re-downloads, the PLMN network, configurations, then its features.
 */
export function planInclusions(plan: Plan): Inclusion[] {
  return [
    { key: usageKind(plan.billingDimension), count: plan.includedUsage },
    { key: 'members', count: plan.members },
    { key: 'reDownloads', count: plan.reDownloadsPerMonth },
    { key: 'plmn', value: plan.plmnNetwork },
    { key: 'configurations', count: plan.configurations },
    ...plan.features.map((feature) => ({ key: feature })),
  ]
}

/**
 * The plans a customer may buy, cheapest first: for an upgrade only those ranked above the paid plan that
 * runs (`current`), and none without one; a new plan or the next period, any.
 */
export function offeredPlans(
  plans: readonly Plan[],
  operation: PurchaseOperation,
  current: PlanCode | null,
): Plan[] {
  if (operation === 'UPGRADE' && !current) return []
  const floor = operation === 'UPGRADE' && current ? PLAN_RANK[current] : -1
  return plans
    .filter((plan) => plan.purchasable && PLAN_RANK[plan.code] > floor)
    .sort((a, b) => PLAN_RANK[a.code] - PLAN_RANK[b.code])
}

/** A plan's name from the catalogue, or its code when the catalogue has not answered. */
export function planName(plans: readonly Plan[] | undefined, code: PlanCode): string {
  return plans?.find((plan) => plan.code === code)?.name ?? code
}
