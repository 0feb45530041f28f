import type { InvitationInfo } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { InvitationTokenItem } from '../../entities/team.ts'
import { actorName } from '../actor.ts'
import { sendMail } from '../auth/mails.ts'
import { count, type ThrottleRule } from '../auth/throttle.ts'
import { findUserByEmail } from '../auth/users.ts'
import { userLanguage } from '../language.ts'
import { hashOf, linkOf } from './invitation-tokens.ts'
import { newInvitationAskedMail } from './team-mails.ts'

/** What an invitation link offers, for the public accept page (the link's secret is the proof). */
export async function invitationInfo(ctx: AppContext, input: { token: string }): Promise<InvitationInfo> {
  const link = await linkOf(ctx, input.token)
  const [invitation, enterprise, person, inviterName] = await Promise.all([
    ctx.entities.invitation
      .get({ enterpriseId: link.enterpriseId, invitationId: link.invitationId })
      .go({ consistent: true }),
    ctx.entities.enterprise.get({ enterpriseId: link.enterpriseId }).go(),
    findUserByEmail(ctx, link.email),
    actorName(ctx, link.invitedBy),
  ])
  const current = invitation.data?.tokenHash === link.tokenHash
  return {
    state: linkState(link, current, ctx.now()) ?? 'VALID',
    enterpriseName: enterprise.data?.name ?? '',
    email: link.email,
    inviterName,
    existingUser: person !== null,
    expiresAt: link.validUntil,
  }
}

/**
 * Why a link no longer works (undefined: it does): used or replaced (or its invitation withdrawn, or
 * another link now in force) reads as USED, else past its time as EXPIRED.
 */
export function linkState(
  link: InvitationTokenItem,
  current: boolean,
  now: number,
): 'USED' | 'EXPIRED' | undefined {
  if (link.usedAt !== undefined || link.replacedAt !== undefined || !current) return 'USED'
  if (link.validUntil < now) return 'EXPIRED'
  return undefined
}

/** Refuses a link that no longer works, with its reason. */
export function requireLinkWorks(link: InvitationTokenItem, current: boolean, now: number): void {
  const state = linkState(link, current, now)
  if (state === 'USED') throw new AppError(ErrorCode.INVITATION_USED)
  if (state === 'EXPIRED') throw new AppError(ErrorCode.INVITATION_EXPIRED)
}

/** One request for a new invitation per link an hour: the inviter is asked once, not flooded. */
const ASKS_PER_LINK: ThrottleRule = { limit: 1, windowMs: 60 * 60 * 1000 }

/**
 * From a link that no longer works: mails whoever sent it (or the enterprise's owner once the sender has
 * left) that the person asks for a new invitation. The answer is the same whatever the link, so it tells
 * nothing about links or addresses; an accepted invitation asks nobody.
 */
export async function askForNewInvitation(ctx: AppContext, input: { token: string }): Promise<void> {
  const tokenHash = hashOf(input.token)
  if ((await count(ctx, `invitation-ask:${tokenHash}`, ASKS_PER_LINK)) > ASKS_PER_LINK.limit) return
  const { data: link } = await ctx.entities.invitationToken.get({ tokenHash }).go({ consistent: true })
  if (!link || link.usedAt !== undefined) return
  const [{ data: enterprise }, { data: sender }] = await Promise.all([
    ctx.entities.enterprise.get({ enterpriseId: link.enterpriseId }).go(),
    ctx.entities.membership.get({ enterpriseId: link.enterpriseId, userId: link.invitedBy }).go(),
  ])
  if (!enterprise) return
  const askedId = sender?.status === 'ACTIVE' ? link.invitedBy : enterprise.ownerUserId
  const { data: asked } = await ctx.entities.user.get({ userId: askedId }).go()
  if (!asked) return
  await sendMail(
    ctx,
    newInvitationAskedMail({
      to: asked.email,
      email: link.email,
      enterpriseName: enterprise.name,
      membersLink: `${ctx.publicUrl}/team/member`,
      language: await userLanguage(ctx, askedId),
    }),
  )
}
