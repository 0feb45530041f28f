import type { OrderStatus } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import pMap from 'p-map'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { SubscriptionItem } from '../../entities/enterprise.ts'
import type { OrderItem } from '../../entities/order.ts'
import { getSiteTheme } from '../brand.ts'
import {
  activate,
  endActive,
  RENEWAL_REMINDER_MS,
  type StepOutcome,
  settleUnpaid,
} from './schedule-orders.ts'
import { noticeTrial, TRIAL_WARNING_MS } from './schedule-trials.ts'

export type BillingScheduleCounts = Record<NonNullable<StepOutcome> | 'failed', number>

/** A conditional move refused: another run of the job, a webhook or a person changed the order first. */
const SOMEONE_ELSE_DID_IT: readonly ErrorCode[] = [ErrorCode.CONFLICT, ErrorCode.ORDER_STATE]

/** Orders or trials looked at side by side, per page of the index. */
const CONCURRENCY = 4

/**
 * The billing's time-driven work, one run: UNPAID orders past their 24 hours close (or are resumed when the
 * provider was paid after all), paid orders start at their plan's start and expire at its end (or after a
 * failed renewal's grace), and the trial warning, trial notice and renewal reminder are mailed. Idempotent
 * and safe to run concurrently: every status change is moveOrder's conditional write, so a conflict means
 * another run (or a webhook) did it, and each mail is claimed once on its period before it is queued. One
 * order that fails is logged and counted, and the others go on. Runs on a cron in production, every
 * minute under `npm start`, and on a test's clock in the tests.
 */
export async function runBillingSchedule(ctx: AppContext): Promise<BillingScheduleCounts> {
  const now = ctx.now()
  const counts: BillingScheduleCounts = {
    closed: 0,
    resumed: 0,
    activated: 0,
    expired: 0,
    mailed: 0,
    failed: 0,
  }
  const tally = async (id: string, step: () => Promise<StepOutcome>) => {
    try {
      const outcome = await step()
      if (outcome) counts[outcome]++
    } catch (error) {
      if (error instanceof AppError && SOMEONE_ELSE_DID_IT.includes(error.code)) return
      counts.failed++
      ctx.logger.error('billing schedule step failed', { id, error: String(error) })
    }
  }
  await eachDueOrder(ctx, 'UNPAID', now, (o) => tally(o.orderId, () => settleUnpaid(ctx, o, now)))
  await eachDueOrder(ctx, 'WAIT_ACTIVE', now, (o) => tally(o.orderId, () => activate(ctx, o, now)))
  await eachDueOrder(ctx, 'ACTIVE', now + RENEWAL_REMINDER_MS, (o) =>
    tally(o.orderId, () => endActive(ctx, o, now)),
  )
  const { appName } = await getSiteTheme(ctx, undefined)
  await eachEndingTrial(ctx, now + TRIAL_WARNING_MS, (trial) =>
    tally(trial.subscriptionId, () => noticeTrial(ctx, trial, { now, appName })),
  )
  return counts
}

/**
 * The orders of `status` due by `until`, page by page from the status index, each read again from the
 * table (the index lags) and skipped if it moved on meanwhile.
 */
async function eachDueOrder(
  ctx: AppContext,
  status: OrderStatus,
  until: number,
  act: (order: OrderItem) => Promise<void>,
) {
  let cursor: string | null = null
  do {
    const page: { data: OrderItem[]; cursor: string | null } = await ctx.entities.order.query
      .byStatus({ status })
      // Sort keys compare as text: the bound past `until` keeps an order due exactly at `until`.
      .between({ dueAt: 0 }, { dueAt: until + 1 })
      .go({ cursor })
    await pMap(
      page.data,
      async (listed) => {
        const { data: order } = await ctx.entities.order
          .get({ enterpriseId: listed.enterpriseId, orderId: listed.orderId })
          .go({ consistent: true })
        if (order?.status === status && order.dueAt <= until) await act(order)
      },
      { concurrency: CONCURRENCY },
    )
    cursor = page.cursor
  } while (cursor)
}

/** Free trials still running in the index and ending by `until` (or ended), page by page. */
async function eachEndingTrial(
  ctx: AppContext,
  until: number,
  act: (trial: SubscriptionItem) => Promise<void>,
) {
  let cursor: string | null = null
  do {
    const page: { data: SubscriptionItem[]; cursor: string | null } = await ctx.entities.subscription.query
      .byEnd({ status: 'ACTIVE' })
      .between({ endsAt: 0 }, { endsAt: until + 1 })
      .where(({ freeTrial }, { eq }) => eq(freeTrial, true))
      .go({ cursor })
    await pMap(page.data, act, { concurrency: CONCURRENCY })
    cursor = page.cursor
  } while (cursor)
}
