import { TRIAL_WARNING_DAYS } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { SubscriptionItem } from '../../entities/enterprise.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { notifyOnce } from './billing-mails.ts'
import { continuedAt, type StepOutcome } from './schedule-orders.ts'

const DAY_MS = 24 * 60 * 60 * 1000
export const TRIAL_WARNING_MS = TRIAL_WARNING_DAYS * DAY_MS

/**
 * A free trial ending within the warning days, or ended: its owner gets the warning once (from three days
 * before, the days left as the Subscription page counts them), then the notice once it has ended, and the
 * ended trial leaves the index of running periods. No mail when a paid plan already follows the trial.
 */
export async function noticeTrial(
  ctx: AppContext,
  trial: SubscriptionItem,
  input: { now: number; appName: string },
): Promise<StepOutcome> {
  const { now, appName } = input
  const notified = trial.notified ?? []
  const period = { enterpriseId: trial.enterpriseId, subscriptionId: trial.subscriptionId, notified }
  if (trial.endsAt > now && notified.includes('trial-warning')) return null
  const followed = await continuedAt(ctx, trial.enterpriseId, trial.endsAt)
  if (trial.endsAt > now) {
    if (followed) return null
    const days = Math.ceil((trial.endsAt - now) / DAY_MS)
    const sent = await notifyOnce(ctx, period, 'trial-warning', { kind: 'trial-warning', appName, days })
    return sent ? 'mailed' : null
  }
  const sent =
    !followed && (await notifyOnce(ctx, period, 'trial-expired', { kind: 'trial-expired', appName }))
  await endTrial(ctx, trial, now)
  return sent ? 'mailed' : null
}

/** The ended trial's period is EXPIRED: after its notice, so a crash in between sends it on the next run. */
async function endTrial(ctx: AppContext, trial: SubscriptionItem, now: number) {
  try {
    await ctx.entities.subscription
      .patch({ enterpriseId: trial.enterpriseId, subscriptionId: trial.subscriptionId })
      .set({ status: 'EXPIRED' })
      .where(({ status, endsAt }, { eq, lte }) => `${eq(status, 'ACTIVE')} AND ${lte(endsAt, now)}`)
      .go()
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
  }
}
