import { isKnownTimeZone, type OauthRegisterRequest } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../../app-error.ts'
import type { AppContext } from '../../../context.ts'
import { committed, isConditionalFailure } from '../../../entities/transaction.ts'
import { claimUseWrites, invitationOfUser, usableLink } from '../../admin/invitation-links/sign-up.ts'
import { activateUser, sendVerification } from '../accounts.ts'
import type { ExternalIdentity } from './identity-claims.ts'
import { openSession } from './sign-in.ts'

/** What the registration step carries from the provider's return (the signed pending cookie). */
export type PendingRegistration = { identity: ExternalIdentity; sys?: string | undefined; invite?: string }

/**
 * Completes a sign-up through a provider: the account (no password), its address's claim, the identity
 * and, through an invitation link, the link's use, in one transaction. Active at once, with its
 * enterprise, and signed in when the provider vouched for the address; otherwise it waits for the mailed
 * confirmation like a password sign-up.
 */
export async function registerWithIdentity(
  ctx: AppContext,
  pending: PendingRegistration,
  input: OauthRegisterRequest & { timeZone?: string | undefined; address?: string | undefined },
) {
  const { identity } = pending
  const link = pending.invite ? await usableLink(ctx, pending.invite) : null
  const now = ctx.now()
  const userId = ulid(now)
  const sys = link?.sys ?? pending.sys
  const user = {
    userId,
    email: identity.email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash: '',
    status: 'UNVERIFIED' as const,
    companyName: input.companyName,
    survey: input.survey,
    ...(input.timeZone && isKnownTimeZone(input.timeZone) && { timeZone: input.timeZone }),
    ...(sys && { brandKey: sys }),
    ...(link && invitationOfUser(link)),
  }
  try {
    await committed(
      ctx.entities.service.transaction
        .write((tx) => [
          ...(link ? claimUseWrites(tx, link, { userId, email: identity.email, now }) : []),
          tx.emailClaim.create({ email: identity.email, userId }).commit(),
          tx.user.create(user).commit(),
          tx.linkedIdentity
            .create({
              provider: identity.provider,
              subjectKey: identity.subjectKey,
              userId,
              email: identity.email,
              linkedAt: now,
            })
            .commit(),
        ])
        .go(),
    )
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
    if (pending.invite) await usableLink(ctx, pending.invite)
    // The address or the identity became another account's meanwhile (a second submit, maybe).
    throw new AppError(ErrorCode.OAUTH_IDENTITY_TAKEN)
  }
  const summary = { userId, email: identity.email, firstName: input.firstName, lastName: input.lastName }
  if (!identity.vouched) {
    await sendVerification(ctx, user, sys)
    return { token: null, user: summary }
  }
  await activateUser(ctx, user)
  const { data: active } = await ctx.entities.user.get({ userId }).go({ consistent: true })
  if (!active) throw new AppError(ErrorCode.INTERNAL)
  return { token: await openSession(ctx, active, input.address), user: summary }
}
