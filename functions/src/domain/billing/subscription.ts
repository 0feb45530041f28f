import { addMonths, BillingDimension, type Plan, type Subscription } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { SubscriptionItem } from '../../entities/enterprise.ts'
import type { OrderItem } from '../../entities/order.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import type { WebhookEndpointItem } from '../../entities/webhook.ts'
import { dayCounter, readCounters } from '../counter.ts'
import { seatsOf } from '../seat.ts'
import { recordDeliveries } from '../webhook/publish.ts'
import { getPlan } from './catalogue.ts'
import { syncClient } from './client-index.ts'
import { currentPeriod } from './current.ts'
import { noticeOf } from './subscription-notice.ts'
import { planTimeline } from './timeline.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The month of the plan `now` falls in (the trial: its whole length): what a quota counts over. */
export function quotaPeriod(
  s: Pick<SubscriptionItem, 'freeTrial' | 'startedAt' | 'endsAt'>,
  now: number,
): { start: number; end: number } {
  if (s.freeTrial) return { start: s.startedAt, end: s.endsAt }
  let start = s.startedAt
  for (let month = 1; ; month++) {
    const end = Math.min(addMonths(s.startedAt, month), s.endsAt)
    if (now < end || end >= s.endsAt) return { start, end }
    start = end
  }
}

/** The UTC days a period touches, as the day counters name them. */
export function daysOf(period: { start: number; end: number }): number[] {
  const days: number[] = []
  for (let at = period.start - (period.start % DAY_MS); at < period.end; at += DAY_MS) days.push(at)
  return days
}

async function usedIn(
  ctx: AppContext,
  enterpriseId: string,
  plan: Plan,
  period: { start: number; end: number },
) {
  const kind = plan.billingDimension === BillingDimension.Installation ? 'installations' : 'downloads'
  const names = daysOf(period).map((at) => dayCounter(kind, at))
  const counts = await readCounters(ctx, enterpriseId, names)
  return [...counts.values()].reduce((sum, n) => sum + n, 0)
}

const quota = (used: number, total: number) => ({
  used,
  total,
  available: Math.max(total - used, 0),
  exceed: Math.max(used - total, 0),
})

/** The Subscription screen's view: plan, trial days, quotas of the period, renewal, and the banner's notice. */
export async function subscriptionView(
  ctx: AppContext,
  input: { enterpriseId: string; appName: string; canBuy: boolean },
): Promise<Subscription> {
  const now = ctx.now()
  const { enterpriseId, appName } = input
  const [{ current, latest, ever, periods }, seats] = await Promise.all([
    currentPeriod(ctx, enterpriseId),
    seatsOf(ctx, enterpriseId),
  ])
  const timeline = await planTimeline(ctx, enterpriseId, { periods })
  const shown = current ?? latest
  const plan = shown ? await getPlan(ctx, shown.plan) : null
  const period = current ? quotaPeriod(current, now) : null
  const used = plan && period ? await usedIn(ctx, enterpriseId, plan, period) : 0
  const order = current?.orderId
    ? (await ctx.entities.order.get({ enterpriseId, orderId: current.orderId }).go()).data
    : null
  const next = timeline.paid.find((p) => !p.running)
  const trialDaysLeft = current?.freeTrial ? Math.ceil((current.endsAt - now) / DAY_MS) : null
  const state = current ? (current.freeTrial ? 'TRIAL' : 'ACTIVE') : ever ? 'EXPIRED' : 'NONE'
  const autoRenew = Boolean(current && !current.freeTrial && current.autoRenew)
  return {
    state,
    plan,
    freeTrial: Boolean(current?.freeTrial),
    trialDaysLeft,
    startedOn: shown?.startedAt ?? null,
    endsOn: shown?.endsAt ?? null,
    nextRenewal: autoRenew && current ? current.endsAt : null,
    autoRenew,
    canCancel: Boolean(current && (current.freeTrial || current.autoRenew)),
    orderId: current?.orderId ?? null,
    period,
    billingDimension: plan?.billingDimension ?? BillingDimension.Download,
    downloads: quota(used, plan && current ? plan.includedUsage : 0),
    members: quota(seats, plan && current ? plan.members : 0),
    scheduled: next ? { plan: next.plan, planName: next.planName, startsAt: next.startsAt } : null,
    timeline: timeline.paid,
    notice: noticeOf({
      state,
      trialDaysLeft,
      appName,
      canBuy: input.canBuy,
      latest,
      planName: plan?.name ?? '',
      renewalFailed: Boolean(order?.renewalFailedAt),
      next,
    }),
  }
}

/**
 * Cancels what runs: a free trial ends now (within its 15 days, which is all of it); a paid plan stops
 * renewing and runs to its end. Nothing running is a 409.
 */
export async function cancelSubscription(
  ctx: AppContext,
  input: { enterpriseId: string; appName: string; canBuy: boolean },
): Promise<Subscription> {
  const now = ctx.now()
  const { current } = await currentPeriod(ctx, input.enterpriseId)
  if (!current || (!current.freeTrial && !current.autoRenew)) {
    throw new AppError(ErrorCode.ORDER_STATE, 'There is no free trial or renewal to cancel')
  }
  const keys = { enterpriseId: input.enterpriseId, subscriptionId: current.subscriptionId }
  if (current.freeTrial) {
    await ctx.entities.subscription
      .patch(keys)
      .set({ status: 'CANCELLED', cancelledAt: now, endsAt: now })
      .go()
    await syncClient(ctx, input.enterpriseId)
  } else {
    await stopRenewal(ctx, current)
  }
  return subscriptionView(ctx, input)
}

/**
 * A paid period stops renewing: it runs to its end, and the provider charges no further period. Also what
 * buying the next period another way (a different plan, or by transfer) does, so nothing is paid twice.
 */
export async function stopRenewal(ctx: AppContext, period: SubscriptionItem): Promise<void> {
  const { enterpriseId } = period
  const { data: order } = period.orderId
    ? await ctx.entities.order.get({ enterpriseId, orderId: period.orderId }).go()
    : { data: null }
  await stopRenewing(ctx, { enterpriseId, order, subscriptionId: period.subscriptionId })
}

/**
 * An order stops renewing, whether its period runs (`subscriptionId` given: that period says so too) or is
 * paid to start later (its period, written when it starts, copies the order's `autoRenew`).
 */
export async function stopRenewing(
  ctx: AppContext,
  input: { enterpriseId: string; order: OrderItem | null; subscriptionId?: string },
): Promise<void> {
  const now = ctx.now()
  const { enterpriseId, order, subscriptionId } = input
  // The provider first: if it cannot stop charging, nothing here says the renewal stopped, and the
  // customer can try again, rather than being charged for a renewal the console shows as cancelled.
  if (order?.subscriptionRef) await ctx.payments.cancelRenewal(order.subscriptionRef)
  if (subscriptionId) {
    await ctx.entities.subscription
      .patch({ enterpriseId, subscriptionId })
      .set({ autoRenew: false, cancelledAt: now })
      .go()
  }
  if (!order) return
  await ctx.entities.order
    .patch({ enterpriseId, orderId: order.orderId })
    .set({ autoRenew: false, updatedAt: Math.max(now, order.updatedAt + 1) })
    .go()
}

const QUOTA_EVENTS = [
  { percent: 80, type: 'quota.reached_80' },
  { percent: 100, type: 'quota.reached_100' },
] as const

/**
 * When a quota mark of a period was first passed: recorded by the first to pass it (a conditional create of
 * a counter named by the mark, whose count holds the time), read by the others. The event's time is part of
 * its delivery's id, so every later publication of the mark is the same event and delivers nothing twice.
 */
async function markPassedAt(ctx: AppContext, enterpriseId: string, mark: string): Promise<number> {
  const name = `quotaMark#${mark}`
  const now = ctx.now()
  try {
    await ctx.entities.counter.create({ enterpriseId, name, count: now }).go({ response: 'none' })
    return now
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
  }
  const { data } = await ctx.entities.counter.get({ enterpriseId, name }).go({ consistent: true })
  return data?.count ?? now
}

/**
 * After a download or installation is counted: quota.reached_80 and quota.reached_100 once the period's
 * use reaches them, under an id of the period and the mark, at the time the mark was first passed, so each
 * is delivered once however many counts pass it (and published again when a notification is repeated).
 * Read only when one of the enterprise's enabled `endpoints` wants them.
 */
export async function publishQuotaCrossings(
  ctx: AppContext,
  enterpriseId: string,
  endpoints: WebhookEndpointItem[],
): Promise<void> {
  const wanted = QUOTA_EVENTS.filter(({ type }) => endpoints.some((e) => e.events.includes(type)))
  if (wanted.length === 0) return
  const { current } = await currentPeriod(ctx, enterpriseId)
  if (!current) return
  const now = ctx.now()
  const plan = await getPlan(ctx, current.plan)
  const period = quotaPeriod(current, now)
  const used = await usedIn(ctx, enterpriseId, plan, period)
  const total = plan.includedUsage
  const marks = wanted.filter(({ percent }) => total > 0 && used * 100 >= total * percent)
  const reached = await Promise.all(
    marks.map(async (mark) => ({
      ...mark,
      at: await markPassedAt(ctx, enterpriseId, `${current.subscriptionId}#${period.start}#${mark.percent}`),
    })),
  )
  await recordDeliveries(
    ctx,
    enterpriseId,
    endpoints,
    reached.map(({ percent, type, at }) => ({
      type,
      source: `${current.subscriptionId}#${period.start}#${percent}`,
      at,
      data: {
        plan: plan.code,
        billingDimension: plan.billingDimension,
        used,
        total,
        percent,
        periodStart: new Date(period.start).toISOString(),
        periodEnd: new Date(period.end).toISOString(),
      },
    })),
  )
}
