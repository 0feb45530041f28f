import type { PaidPeriod } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { SubscriptionItem } from '../../entities/enterprise.ts'
import { listPlans } from './catalogue.ts'
import { currentPeriod, usableUntil } from './current.ts'
import { orderCount } from './order-counts.ts'

/**
 * One enterprise, one plan timeline: the free trial, then paid plans one after another, never two at once.
 * Its paid part is every activated order's period that has not ended (a renewing one until its renewal is
 * due) and every order paid to start later (WAIT_ACTIVE). A purchase is placed on it: a NEW plan only while
 * it holds no paid plan (else the answer says to upgrade or buy the next period), the next period after its
 * last paid plan, and a payment that arrives when another plan has taken the time moves its plan after it.
 */
export type PlanTimeline = {
  /** When the running free trial ends (null: none runs). */
  trialEndsAt: number | null
  /** The paid plans that run or are paid to start later, in order. */
  paid: PaidPeriod[]
}

/** The plans paid to start later: the counter says how many, so the history is not read to find none. */
export async function scheduledOrders(ctx: AppContext, enterpriseId: string, consistent = false) {
  const waiting = await orderCount(ctx, { enterpriseId }, 'WAIT_ACTIVE', { consistent })
  if (waiting === 0) return []
  const query = ctx.entities.order.query
    .byEnterprise({ enterpriseId })
    .where(({ status }, { eq }) => eq(status, 'WAIT_ACTIVE'))
  const page = { pageNum: 1, pageSize: waiting }
  const params = { ...query.params({ order: 'desc' }), ConsistentRead: consistent }
  return (await ctx.entities.orderPages.page(params, page, waiting)).orders
}

/**
 * The timeline. `periods` are the subscription periods when the caller has read them already; `consistent`
 * reads everything with strong consistency (a payment placing its plan must see the one paid a moment ago).
 */
export async function planTimeline(
  ctx: AppContext,
  enterpriseId: string,
  read: { periods?: SubscriptionItem[]; consistent?: boolean } = {},
): Promise<PlanTimeline> {
  const now = ctx.now()
  const consistent = read.consistent ?? false
  const [all, scheduled] = await Promise.all([
    read.periods ?? currentPeriod(ctx, enterpriseId, { consistent }).then((r) => r.periods),
    scheduledOrders(ctx, enterpriseId, consistent),
  ])
  const activated = all.filter(
    (s) => !s.freeTrial && s.orderId && s.status === 'ACTIVE' && now < usableUntil(s),
  )
  const names = activated.length ? new Map((await listPlans(ctx)).map((p) => [p.code, p.name])) : null
  const paid: PaidPeriod[] = [
    ...activated.map((s) => ({
      orderId: s.orderId ?? s.subscriptionId,
      plan: s.plan,
      planName: names?.get(s.plan) ?? s.plan,
      startsAt: s.startedAt,
      endsAt: s.endsAt,
      running: s.startedAt <= now,
    })),
    ...scheduled.map((o) => ({
      orderId: o.orderId,
      plan: o.plan,
      planName: o.planName,
      startsAt: o.planStartAt,
      endsAt: o.planEndAt,
      running: false,
    })),
  ].sort((a, b) => a.startsAt - b.startsAt)
  const trial = all.find((s) => s.freeTrial && s.status === 'ACTIVE' && s.startedAt <= now && now < s.endsAt)
  return { trialEndsAt: trial?.endsAt ?? null, paid }
}

/** The end of the last paid plan, leaving out one order (the one being placed); 0 when none. */
export function paidThrough(timeline: PlanTimeline, except?: string): number {
  return timeline.paid.reduce((end, p) => (p.orderId === except ? end : Math.max(end, p.endsAt)), 0)
}

/** Where the next period starts: after the trial and every paid plan, and not before now. */
export function nextStart(timeline: PlanTimeline, now: number): number {
  return Math.max(now, timeline.trialEndsAt ?? 0, paidThrough(timeline))
}

const day = (at: number) => new Date(at).toISOString().slice(0, 10)

/** A NEW plan is refused while a paid one runs or is paid to start later, saying what to do instead. */
export function requireNoPaidPlan(timeline: PlanTimeline, now: number): void {
  const first = timeline.paid[0]
  if (!first) return
  const next = day(nextStart(timeline, now))
  const message = first.running
    ? `Your ${first.planName} plan runs until ${day(first.endsAt)}: upgrade it to a higher plan now, or buy ` +
      `the next period, which starts on ${next}`
    : `Your ${first.planName} plan is paid and starts on ${day(first.startsAt)}: buy the next period, which ` +
      `starts on ${next}, or upgrade the plan once it runs`
  throw new AppError(ErrorCode.PLAN_OVERLAP, message)
}
