// Sub-paths, not the shared barrel: the sign-up page's chunk stays small.
import { DEFAULT_PLANS } from '@simlessly/shared/billing/catalogue'
import type { InvitationPreset } from '@simlessly/shared/invitation-links'
import type { TFunction } from 'i18next'

/**
 * What an invitation link grants, in words ("30-day free trial", "Pro plan for 3 months"), for the admin's
 * list and the sign-up page. Its keys are in the sign-up strings (`locales/signup`).
 */
export function invitationGrant(t: TFunction, preset: InvitationPreset): string {
  if (preset.kind === 'TRIAL') return t('signup.invite.grant.TRIAL', { count: preset.days })
  const plan = DEFAULT_PLANS.find((p) => p.code === preset.plan)?.name ?? preset.plan
  return t('signup.invite.grant.PLAN', { plan, count: preset.months })
}
