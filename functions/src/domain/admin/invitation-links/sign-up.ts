import type { InvitationOffer, InvitationPreset } from '@simlessly/shared'
import type { AppContext } from '../../../context.ts'
import type { TransactionEntities } from '../../../entities/index.ts'
import type { InvitationLinkItem } from '../../../entities/invitation-link.ts'
import { createOrder } from '../../billing/orders.ts'
import { tokenHashOf } from './links.ts'
import { linkStatus, presetOf, requireActive } from './view.ts'

async function linkOfToken(ctx: AppContext, token: string): Promise<InvitationLinkItem | null> {
  const { data } = await ctx.entities.invitationLink
    .get({ tokenHash: tokenHashOf(token) })
    .go({ consistent: true })
  return data
}

/** What the sign-up page says of its link: what it grants, or why it no longer works. */
export async function invitationOffer(ctx: AppContext, input: { token: string }): Promise<InvitationOffer> {
  const link = await linkOfToken(ctx, input.token)
  if (!link) return { status: 'UNKNOWN', preset: null, sys: null }
  const status = linkStatus(link, ctx.now())
  return { status, preset: status === 'ACTIVE' ? presetOf(link.preset) : null, sys: link.sys ?? null }
}

/** The link a sign-up names, refused with its reason when it no longer works. */
export async function usableLink(ctx: AppContext, token: string): Promise<InvitationLinkItem> {
  return requireActive(await linkOfToken(ctx, token), ctx.now())
}

/**
 * The writes that claim one use of the link for a new account, in the account's own transaction: the use
 * count moves only while it is under the maximum, the link unrevoked and not past its day, so of two
 * sign-ups for the last use exactly one commits.
 */
export function claimUseWrites(
  tx: TransactionEntities,
  link: InvitationLinkItem,
  account: { userId: string; email: string; now: number },
) {
  return [
    tx.invitationLink
      .patch({ tokenHash: link.tokenHash })
      .add({ uses: 1 })
      .where(({ uses, revokedAt, expiresAt }, { lt, notExists, gte }) =>
        [lt(uses, link.maxUses), notExists(revokedAt), gte(expiresAt, account.now)].join(' AND '),
      )
      .commit(),
    tx.invitationSignup
      .create({ linkId: link.linkId, userId: account.userId, email: account.email, signedUpAt: account.now })
      .commit(),
  ]
}

/** What the user record keeps of the link until activation applies it. */
export const invitationOfUser = (link: InvitationLinkItem) => ({
  invitationLinkId: link.linkId,
  invitationPreset: link.preset,
})

/** The trial the activation gives: none when the link grants a plan, its length when it grants a trial. */
export function trialOf(user: { invitationPreset?: string | undefined }): {
  withTrial: boolean
  trialDays?: number
} {
  const preset = user.invitationPreset ? presetOf(user.invitationPreset) : null
  if (!preset) return { withTrial: true }
  return preset.kind === 'TRIAL' ? { withTrial: true, trialDays: preset.days } : { withTrial: false }
}

/**
 * At activation, after the enterprise is made: a plan preset becomes an order paid in full by the platform
 * (a 100% discount), placed on the enterprise's one plan timeline like an admin's order; the link's
 * sign-up names the enterprise. Safe to repeat: the order's request key is the link's, per enterprise.
 */
export async function applyInvitation(
  ctx: AppContext,
  user: { userId: string; email: string; invitationLinkId?: string; invitationPreset?: string },
  enterprise: { enterpriseId: string; name: string },
) {
  if (!user.invitationLinkId || !user.invitationPreset) return
  const preset: InvitationPreset = presetOf(user.invitationPreset)
  if (preset.kind === 'PLAN') {
    await createOrder(ctx, {
      operation: 'NEW',
      plan: preset.plan,
      billingType: 'MONTHLY',
      quantity: preset.months,
      paymentMethod: 1,
      discount: { type: 'PERCENT', value: 100 },
      requestKey: `invitation-${user.invitationLinkId}`,
      enterpriseId: enterprise.enterpriseId,
      createdBy: `invitation link ${user.invitationLinkId}`,
      customerEmail: user.email,
      admin: true,
    })
  }
  await ctx.entities.invitationSignup
    .patch({ linkId: user.invitationLinkId, userId: user.userId })
    .set({ enterpriseId: enterprise.enterpriseId, enterpriseName: enterprise.name })
    .go()
}
