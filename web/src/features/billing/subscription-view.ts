import { PLAN_RANK, type Plan, type Subscription } from '@simlessly/shared'

/** What the Subscription screen offers to buy: a plan (none running, a trial, expired) or an upgrade. */
export type PlanAction = { kind: 'NEW' | 'UPGRADE'; to: string }

/**
 * The buttons that lead to the purchase screen. A paid plan offers an upgrade while a higher plan can be
 * bought, and a new plan (a lower one starts at the renewal); anything else offers to choose a plan.
 */
export function planActions(subscription: Subscription, plans: readonly Plan[] | undefined): PlanAction[] {
  const choose: PlanAction = { kind: 'NEW', to: '/order/purchase/NEW' }
  if (subscription.state !== 'ACTIVE' || !subscription.plan || !subscription.orderId) return [choose]
  const rank = PLAN_RANK[subscription.plan.code]
  const higher = (plans ?? []).some((plan) => plan.purchasable && PLAN_RANK[plan.code] > rank)
  return higher ? [{ kind: 'UPGRADE', to: '/order/purchase/UPGRADE' }, choose] : [choose]
}

/** What cancelling does now: end the trial, or stop a paid plan from renewing (null: nothing to cancel). */
export function cancelKind(subscription: Subscription): 'trial' | 'renewal' | null {
  if (!subscription.canCancel) return null
  return subscription.freeTrial ? 'trial' : 'renewal'
}

export type QuotaView = {
  used: number
  total: number
  available: number
  exceed: number
  /** Used of the total, 0-100 for the bar (a plan with nothing included reads as full once used). */
  percent: number
  /** Used past the total: allowed, billed as overage, shown as a warning and never as an error. */
  over: boolean
}

export function quotaView(quota: Subscription['downloads']): QuotaView {
  const { used, total, available, exceed } = quota
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : used > 0 ? 100 : 0
  return { used, total, available, exceed, percent, over: exceed > 0 }
}
