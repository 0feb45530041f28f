import { PLAN_RANK, type Plan, type PurchaseOperation, type Subscription } from '@simlessly/shared'

/** What the Subscription screen offers to buy: a plan, an upgrade of the one that runs, or the next period. */
export type PlanAction = { kind: PurchaseOperation; to: string }

const action = (kind: PurchaseOperation): PlanAction => ({ kind, to: `/order/purchase/${kind}` })

/**
 * The buttons that lead to the purchase screen, on the enterprise's one plan timeline. Without a paid plan
 * (in the trial, expired, none at all) it offers to choose a plan. With one running or paid to start later,
 * a new plan would overlap it: it offers an upgrade of the one that runs while a higher plan can be bought,
 * and the next period, after the last paid plan.
 */
export function planActions(subscription: Subscription, plans: readonly Plan[] | undefined): PlanAction[] {
  if (subscription.timeline.length === 0) return [action('NEW')]
  const running = subscription.timeline.find((period) => period.running)
  const rank = running ? PLAN_RANK[running.plan] : Number.POSITIVE_INFINITY
  const higher = (plans ?? []).some((plan) => plan.purchasable && PLAN_RANK[plan.code] > rank)
  return higher ? [action('UPGRADE'), action('NEXT')] : [action('NEXT')]
}

/** When the next period would start: after the last paid plan on the timeline (null: none). */
export function paidThrough(subscription: Subscription): number | null {
  const ends = subscription.timeline.map((period) => period.endsAt)
  return ends.length ? Math.max(...ends) : null
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
