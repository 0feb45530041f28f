import { createHash, randomBytes } from 'node:crypto'
import { INVITATION_VALID_DAYS } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { InvitationItem, InvitationTokenItem } from '../../entities/team.ts'
import { sendMail } from '../auth/mails.ts'
import { enterpriseBrand } from '../brand.ts'
import { consoleLink } from '../console-link.ts'
import { userLanguage } from '../language.ts'
import type { Team, TeamWrite, TeamWriters } from './team-change.ts'
import { invitationMail } from './team-mails.ts'

const DAY_MS = 24 * 60 * 60 * 1000
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * DAY_MS
/** A link's record outlives its validity by this much, so a late click is told "expired", not "unknown". */
const KEPT_AFTER_VALIDITY_S = 30 * 24 * 60 * 60

/**
 * An invitation link's secret (32 random bytes, only in the mail) and the hash by which it is stored and
 * looked up.
 */
export function newSecret(): { secret: string; tokenHash: string } {
  const secret = randomBytes(32).toString('base64url')
  return { secret, tokenHash: hashOf(secret) }
}

export function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** The record of a link as the public pages read it; unknown links are refused as invalid. */
export async function linkOf(ctx: AppContext, secret: string): Promise<InvitationTokenItem> {
  const { data } = await ctx.entities.invitationToken
    .get({ tokenHash: hashOf(secret) })
    .go({ consistent: true })
  if (!data) {
    throw new AppError(
      ErrorCode.CODE_INVALID,
      'This invitation link is not valid; open the whole link from the mail, or ask for a new invitation',
    )
  }
  return data
}

/** The writes of a new link for an invitation (created with it, or replacing its current one). */
export function linkWrite(tx: TeamWriters, invitation: InvitationItem): TeamWrite {
  return tx.invitationToken
    .create({
      tokenHash: invitation.tokenHash,
      enterpriseId: invitation.enterpriseId,
      invitationId: invitation.invitationId,
      email: invitation.email,
      invitedBy: invitation.invitedBy,
      validUntil: invitation.validUntil,
      expiresAt: Math.ceil(invitation.validUntil / 1000) + KEPT_AFTER_VALIDITY_S,
    })
    .commit()
}

/**
 * The write that kills an invitation's current link (replaced or withdrawn), if its record is still kept
 * (a link past its record's TTL has nothing to mark).
 */
export async function killLink(ctx: AppContext, invitation: InvitationItem, now: number) {
  const { data } = await ctx.entities.invitationToken
    .get({ tokenHash: invitation.tokenHash })
    .go({ consistent: true })
  return (tx: TeamWriters): TeamWrite[] =>
    data ? [tx.invitationToken.patch({ tokenHash: data.tokenHash }).set({ replacedAt: now }).commit()] : []
}

/** Mails the link (the secret never goes anywhere else: not logged, not answered). */
export async function mailInvitation(
  ctx: AppContext,
  input: { team: Team; invitation: InvitationItem; secret: string; inviterName: string; roleName: string },
) {
  // In the enterprise's brand: its name in the mail, its key in the link (the page and the sign-in after it).
  const brand = await enterpriseBrand(ctx, input.invitation.enterpriseId)
  await sendMail(
    ctx,
    invitationMail({
      to: input.invitation.email,
      enterpriseName: input.team.enterprise.name,
      appName: brand.appName,
      inviterName: input.inviterName,
      roleName: input.roleName,
      link: consoleLink(ctx, '/invitation', brand.sys, input.secret, 'token'),
      validUntil: input.invitation.validUntil,
      language: await userLanguage(ctx, input.invitation.invitedBy),
    }),
  )
}
