import { type PaidPeriod, type Subscription, TRIAL_WARNING_DAYS, trialEndingMessage } from '@simlessly/shared'
import type { SubscriptionItem } from '../../entities/enterprise.ts'
import { lockInWords } from './entitlement.ts'

/**
 * The banner: the trial's warning, a failed renewal, or, once no plan runs, the same words as the locks of
 * the screens (for this person: whom to ask when they cannot buy; nothing to ask while a paid plan is due).
 */
export function noticeOf(input: {
  state: Subscription['state']
  trialDaysLeft: number | null
  appName: string
  canBuy: boolean
  latest: SubscriptionItem | null
  planName: string
  renewalFailed: boolean
  next: PaidPeriod | undefined
}): Subscription['notice'] {
  const { state, trialDaysLeft, appName, next } = input
  if (state === 'NONE' || state === 'EXPIRED') {
    const reason = state === 'NONE' ? 'NO_PLAN' : input.latest?.freeTrial ? 'TRIAL_EXPIRED' : 'EXPIRED'
    const { message } = lockInWords({
      reason,
      capability: 'GENERATE',
      planName: input.planName,
      canBuy: input.canBuy,
      paidRuns: false,
      appName,
      next: next ? { planName: next.planName, startsAt: next.startsAt } : null,
    })
    return { kind: reason, message }
  }
  // A trial followed by a paid plan ends into it: nothing to warn of, nor to choose.
  if (state === 'TRIAL' && !input.next && trialDaysLeft !== null && trialDaysLeft <= TRIAL_WARNING_DAYS) {
    return { kind: 'TRIAL_ENDING', message: trialEndingMessage(appName, trialDaysLeft) }
  }
  if (state === 'ACTIVE' && input.renewalFailed) {
    return {
      kind: 'RENEWAL_FAILED',
      message: "Your plan's renewal payment failed; pay by card again or by bank transfer to keep your plan.",
    }
  }
  return null
}
