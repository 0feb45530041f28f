import {
  isKnownTimeZone,
  RESET_CODE_TTL_MS,
  type RegisterRequest,
  SAME_AS_OLD_MESSAGE,
  VERIFY_CODE_TTL_MS,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import type { Language } from '@simlessly/shared/language'
import { ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { committed, isConditionalFailure } from '../../entities/transaction.ts'
import type { UserItem } from '../../entities/user.ts'
import type { MemberActor } from '../actor.ts'
import {
  applyInvitation,
  claimUseWrites,
  invitationOfUser,
  trialOf,
  usableLink,
} from '../admin/invitation-links/sign-up.ts'
import { grantText, presetOf } from '../admin/invitation-links/view.ts'
import { consoleLink } from '../console-link.ts'
import { createEnterprise } from '../enterprise.ts'
import { keepSignUpLanguage, userLanguage } from '../language.ts'
import { alreadyRegisteredMail, resetMail, sendMail, verificationMail } from './mails.ts'
import { checkCode, consumeCode, issueCode, usedCodeOwner } from './one-time-codes.ts'
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts'
import { createSession, revokeSession, revokeUserSessions } from './sessions.ts'
import { defaultMembership, enterpriseToSignIn } from './sign-in-enterprise.ts'
import { admitSignIn, clearSignInFailures } from './sign-in-throttle.ts'
import { releaseWrites } from './throttle.ts'
import { findUserByEmail } from './users.ts'

/** Mails the confirmation link of an account awaiting it (sign-up with a password or through a provider). */
export async function sendVerification(
  ctx: AppContext,
  user: { userId: string; email: string; firstName: string; invitationPreset?: string | undefined },
  sys?: string,
) {
  const code = await issueCode(ctx, {
    purpose: 'VERIFY_EMAIL',
    userId: user.userId,
    ttlMs: VERIFY_CODE_TTL_MS,
  })
  const link = consoleLink(ctx, '/confirm', sys, code)
  // What the activation will start: the usual trial, or what the invitation link granted.
  const grant = user.invitationPreset ? grantText(presetOf(user.invitationPreset)) : undefined
  const language = await userLanguage(ctx, user.userId)
  await sendMail(ctx, verificationMail(user.email, user.firstName, link, grant, language))
}

/**
 * Sign-up. Answers the same whether or not the address is taken, so it cannot be used to find out who
 * has an account: a taken address gets a mail saying so instead.
 */
export async function register(
  ctx: AppContext,
  input: RegisterRequest & { timeZone?: string | undefined; language?: Language | undefined },
): Promise<void> {
  // A link that no longer works is refused before anything else, whoever signs up through it.
  const link = input.invite ? await usableLink(ctx, input.invite) : null
  const existing = await findUserByEmail(ctx, input.email)
  if (existing?.status === 'UNVERIFIED') return sendVerification(ctx, existing, input.sys)
  if (existing) {
    const signIn = `${ctx.publicUrl}/login${input.sys ? `/${input.sys}` : ''}`
    const forgot = `${ctx.publicUrl}/fgpassword${input.sys ? `/${input.sys}` : ''}`
    const language = await userLanguage(ctx, existing.userId)
    return sendMail(ctx, alreadyRegisteredMail(existing.email, existing.firstName, signIn, forgot, language))
  }
  const now = ctx.now()
  const userId = ulid(now)
  const passwordHash = await hashPassword(input.password)
  const sys = link?.sys ?? input.sys
  try {
    await committed(
      ctx.entities.service.transaction
        .write((tx) => [
          ...(link ? claimUseWrites(tx, link, { userId, email: input.email, now }) : []),
          tx.emailClaim.create({ email: input.email, userId }).commit(),
          tx.user
            .create({
              userId,
              email: input.email,
              firstName: input.firstName,
              lastName: input.lastName,
              passwordHash,
              status: 'UNVERIFIED',
              companyName: input.companyName,
              survey: input.survey,
              // Where the person signs up from: their enterprises' time zone and brand until said otherwise.
              ...(input.timeZone && isKnownTimeZone(input.timeZone) && { timeZone: input.timeZone }),
              ...(sys && { brandKey: sys }),
              ...(link && invitationOfUser(link)),
            })
            .commit(),
        ])
        .go(),
    )
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
    // The link's last use went to another sign-up, or it was revoked or ran out meanwhile: say so.
    if (input.invite) await usableLink(ctx, input.invite)
    // Two sign-ups with one address at the same moment: the other one won, and its mail is on its way.
    return
  }
  const invited = {
    userId,
    email: input.email,
    firstName: input.firstName,
    ...(link && invitationOfUser(link)),
  }
  await keepSignUpLanguage(ctx, userId, input.language ?? 'en')
  await sendVerification(ctx, invited, sys)
}

/**
 * Activation: the code's account becomes active, with its enterprise (owner role) and free trial. Every
 * step can be repeated: the first enterprise's id is the user's, so a retry after a crash finds it made
 * rather than making a second; the code is used up last.
 */
export async function verifyAccount(
  ctx: AppContext,
  input: { code: string },
): Promise<{ email: string; alreadyActive?: boolean }> {
  const code = { purpose: 'VERIFY_EMAIL' as const, code: input.code }
  // The link opened again once it did its work: an active account is told so (and signs in), not refused.
  const usedBy = await usedCodeOwner(ctx, code)
  if (usedBy) {
    const { data: owner } = await ctx.entities.user.get({ userId: usedBy }).go({ consistent: true })
    if (owner?.status === 'ACTIVE') return { email: owner.email, alreadyActive: true }
  }
  const userId = await checkCode(ctx, code)
  const { data: user } = await ctx.entities.user.get({ userId }).go({ consistent: true })
  if (!user) throw new AppError(ErrorCode.CODE_INVALID)
  if (user.status === 'UNVERIFIED') await activateUser(ctx, user)
  await consumeCode(ctx, code)
  return { email: user.email }
}

/**
 * An account awaiting confirmation becomes active, with its enterprise (owner role) and its trial or the
 * invitation link's preset; safe to repeat (the first enterprise's id is the user's). The mailed code's
 * activation, and a sign-up through a provider that vouched for the address.
 */
export async function activateUser(
  ctx: AppContext,
  user: Pick<UserItem, 'userId' | 'email' | 'companyName' | 'invitationLinkId' | 'invitationPreset'>,
): Promise<string> {
  const { userId } = user
  const enterpriseId = userId
  try {
    await createEnterprise(ctx, {
      enterpriseId,
      name: user.companyName,
      ownerUserId: userId,
      // The trial, or its length, an invitation link gave (a plan instead of a trial: see below).
      ...trialOf(user),
    })
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
  }
  await applyInvitation(ctx, user, { enterpriseId, name: user.companyName })
  await ctx.entities.user
    .patch({ userId })
    .set({ status: 'ACTIVE', verifiedAt: ctx.now(), defaultEnterpriseId: enterpriseId })
    .go()
  return enterpriseId
}

export async function resendVerification(
  ctx: AppContext,
  input: { email: string; sys?: string | undefined },
) {
  const user = await findUserByEmail(ctx, input.email)
  if (user?.status === 'UNVERIFIED') await sendVerification(ctx, user, input.sys)
}

/**
 * Sign-in: one message for any wrong email or password, a wait after repeated failures (per account and
 * per client address), and a distinct answer for an account that is not yet confirmed (only once the
 * password proved who is asking). The session opens in the person's default enterprise while they are
 * active there, else in another where they are (see `enterpriseToSignIn`). What does not wait on another
 * step runs beside it: the throttle's counts beside the account's reads (the password is checked only once
 * both are in), the default membership's read beside the password check; the counts are given back in the
 * session's own transaction (one write after the check, as there is one before it).
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string; address?: string | undefined },
) {
  const [attempt, user] = await Promise.all([admitSignIn(ctx, input), findUserByEmail(ctx, input.email)])
  // Read while the password is checked (a read only, used once the password matched): no round after it.
  const membership = user ? defaultMembership(ctx, user) : null
  membership?.catch(() => undefined)
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()))
  if (!user || !matches) throw new AppError(ErrorCode.LOGIN_FAILED)
  if (user.status !== 'ACTIVE') {
    await attempt.succeeded()
    if (user.status === 'UNVERIFIED') throw new AppError(ErrorCode.ACCOUNT_NOT_VERIFIED)
    throw new AppError(ErrorCode.ACCOUNT_DISABLED)
  }
  // The counts are given back in the session's own transaction; on their own when it took them not, or when
  // no session opens (a member deactivated everywhere still gets counts back).
  let released = false
  try {
    const enterpriseId = await enterpriseToSignIn(ctx, user, membership ?? undefined)
    const session = await createSession(ctx, { user, enterpriseId }, (tx) =>
      releaseWrites(tx, attempt.release),
    )
    released = session.alongside
    return {
      token: session.token,
      user: { userId: user.userId, email: user.email, firstName: user.firstName, lastName: user.lastName },
    }
  } finally {
    if (!released) await attempt.succeeded()
  }
}

/** Answers the same whether or not the address has an account. */
export async function forgotPassword(ctx: AppContext, input: { email: string; sys?: string | undefined }) {
  const user = await findUserByEmail(ctx, input.email)
  if (!user || user.status === 'DISABLED') return
  const code = await issueCode(ctx, {
    purpose: 'RESET_PASSWORD',
    userId: user.userId,
    ttlMs: RESET_CODE_TTL_MS,
  })
  const link = consoleLink(ctx, '/sign/reset', input.sys, code)
  await sendMail(ctx, resetMail(user.email, user.firstName, link, await userLanguage(ctx, user.userId)))
}

/**
 * Sets a new password from a reset code and signs the account out everywhere. The reset is open while
 * sign-in is throttled (the mailed code proves the owner), and it ends the account's wait.
 */
export async function resetPassword(ctx: AppContext, input: { code: string; password: string }) {
  const userId = await consumeCode(ctx, { purpose: 'RESET_PASSWORD', code: input.code })
  const passwordHash = await hashPassword(input.password)
  const { data: user } = await ctx.entities.user
    .patch({ userId })
    .set({ passwordHash, passwordChangedAt: ctx.now() })
    .go({ response: 'all_new' })
  await revokeUserSessions(ctx, userId)
  await clearSignInFailures(ctx, user.email)
}

/** The member's own password; every other session of theirs ends, the one that changed it stays. */
export async function changePassword(
  ctx: AppContext,
  actor: MemberActor,
  input: { oldPassword: string; newPassword: string },
) {
  const { data: user } = await ctx.entities.user.get({ userId: actor.userId }).go({ consistent: true })
  if (!user || !(await verifyPassword(input.oldPassword, user.passwordHash))) {
    throw new AppError(ErrorCode.OLD_PASSWORD_WRONG)
  }
  if (input.oldPassword === input.newPassword)
    throw new AppError(ErrorCode.PASSWORD_SAME_AS_OLD, SAME_AS_OLD_MESSAGE)
  const passwordHash = await hashPassword(input.newPassword)
  await ctx.entities.user
    .patch({ userId: user.userId })
    .set({ passwordHash, passwordChangedAt: ctx.now() })
    .go()
  await revokeUserSessions(ctx, user.userId, actor.sessionId)
}

export async function logout(ctx: AppContext, actor: MemberActor) {
  await revokeSession(ctx, actor.sessionId)
}
