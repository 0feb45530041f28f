import { ErrorCode } from '@simlessly/shared/errors'
import { OidcFailure } from '../../../adapters/oidc.ts'
import { AppError } from '../../../app-error.ts'
import type { AppContext } from '../../../context.ts'
import type { UserItem } from '../../../entities/user.ts'
import { login } from '../accounts.ts'
import { createSession } from '../sessions.ts'
import { enterpriseToSignIn } from '../sign-in-enterprise.ts'
import { admitSignIn } from '../sign-in-throttle.ts'
import { findUserByEmail } from '../users.ts'
import { linkIdentity, userOfIdentity } from './identities.ts'
import type { ExternalIdentity } from './identity-claims.ts'

/** What a verified return from the provider leads to. */
export type ExternalOutcome =
  | { kind: 'session'; token: string }
  /** No account has this identity or address: the registration step (survey, company name). */
  | { kind: 'register'; identity: ExternalIdentity }
  /** An account has the address, which the provider does not vouch for: its password confirms the link. */
  | { kind: 'link'; identity: ExternalIdentity; userId: string }

/**
 * The linking rules. An identity already linked signs its user in. Otherwise an account with the same
 * address is linked only when the provider vouches for the address (Google's `email_verified`, Microsoft's
 * `xms_edov`); if not, the person confirms with the account's password once. No account: registration.
 */
export async function signInWithIdentity(
  ctx: AppContext,
  identity: ExternalIdentity,
  address: string | undefined,
): Promise<ExternalOutcome> {
  const linked = await userOfIdentity(ctx, identity)
  if (linked) {
    const { data: user } = await ctx.entities.user.get({ userId: linked }).go({ consistent: true })
    if (!user) throw new AppError(ErrorCode.ACCOUNT_DISABLED)
    return { kind: 'session', token: await openSession(ctx, user, address) }
  }
  const user = await findUserByEmail(ctx, identity.email)
  if (!user) return { kind: 'register', identity }
  if (!identity.vouched) {
    // Nothing can confirm the link: the account has no password (it signs in through providers alone).
    if (!user.passwordHash)
      throw new OidcFailure('unverified', 'unvouched address of a password-less account')
    return { kind: 'link', identity, userId: user.userId }
  }
  // Checked before the link is written: a disabled or unconfirmed account gains no identity.
  const token = await openSession(ctx, user, address)
  await linkIdentity(ctx, identity, user.userId)
  return { kind: 'session', token }
}

/**
 * A session for a person the provider identified, under the same rules as a password sign-in: the
 * throttle's counts (refused while the account or the network waits; given back on success), an account
 * that is not active is refused, and the session opens in an enterprise where the person is still active
 * (a member deactivated everywhere is refused).
 */
export async function openSession(ctx: AppContext, user: UserItem, address: string | undefined) {
  const attempt = await admitSignIn(ctx, { email: user.email, address })
  try {
    if (user.status === 'UNVERIFIED') throw new AppError(ErrorCode.ACCOUNT_NOT_VERIFIED)
    if (user.status !== 'ACTIVE') throw new AppError(ErrorCode.ACCOUNT_DISABLED)
    const enterpriseId = await enterpriseToSignIn(ctx, user)
    const session = await createSession(ctx, { user, enterpriseId })
    return session.token
  } finally {
    await attempt.succeeded()
  }
}

/**
 * The link step: the person proves the account is theirs with its password (a password sign-in, throttle
 * and all), then the identity is linked and the session opened.
 */
export async function linkWithPassword(
  ctx: AppContext,
  pending: { identity: ExternalIdentity; userId: string },
  input: { password: string; address?: string | undefined },
) {
  const result = await login(ctx, {
    email: pending.identity.email,
    password: input.password,
    address: input.address,
  })
  if (result.user.userId !== pending.userId) throw new AppError(ErrorCode.OAUTH_STEP_EXPIRED)
  await linkIdentity(ctx, pending.identity, pending.userId)
  return result
}
