import type { OauthProvider } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../../app-error.ts'
import type { AppContext } from '../../../context.ts'
import { isConditionalFailure } from '../../../entities/transaction.ts'
import type { MemberActor } from '../../actor.ts'
import type { ExternalIdentity } from './identity-claims.ts'

export async function userOfIdentity(
  ctx: AppContext,
  identity: ExternalIdentity,
): Promise<string | undefined> {
  const { data } = await ctx.entities.linkedIdentity
    .get({ provider: identity.provider, subjectKey: identity.subjectKey })
    .go({ consistent: true })
  return data?.userId
}

/** Links an identity to a user; refused when it is already another's (one identity, one user). */
export async function linkIdentity(
  ctx: AppContext,
  identity: ExternalIdentity,
  userId: string,
): Promise<void> {
  try {
    await ctx.entities.linkedIdentity
      .create({
        provider: identity.provider,
        subjectKey: identity.subjectKey,
        userId,
        email: identity.email,
        linkedAt: ctx.now(),
      })
      .go()
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
    if ((await userOfIdentity(ctx, identity)) !== userId) throw new AppError(ErrorCode.OAUTH_IDENTITY_TAKEN)
  }
}

const idOf = (provider: string, subjectKey: string) => `${provider}:${subjectKey}`

/** The member's own identities, and whether they also have a password. */
export async function listIdentities(ctx: AppContext, actor: MemberActor) {
  const [{ data }, { data: user }] = await Promise.all([
    ctx.entities.linkedIdentity.query.byUser({ userId: actor.userId }).go({ pages: 'all' }),
    ctx.entities.user.get({ userId: actor.userId }).go(),
  ])
  return {
    identities: data.map((i) => ({
      identityId: idOf(i.provider, i.subjectKey),
      provider: i.provider,
      email: i.email,
      linkedAt: i.linkedAt,
    })),
    hasPassword: Boolean(user?.passwordHash),
  }
}

/**
 * Unlinks one of the member's identities, never the last way to sign in: an account without a password
 * keeps at least one identity. The identities are read consistently before the delete; two removals sent
 * by the same person at the same instant could still both pass (not guarded by a transaction).
 */
export async function removeIdentity(ctx: AppContext, actor: MemberActor, input: { identityId: string }) {
  const { identities, hasPassword } = await listIdentities(ctx, actor)
  const target = identities.find((i) => i.identityId === input.identityId)
  if (!target) throw new AppError(ErrorCode.OAUTH_IDENTITY_NOT_FOUND)
  if (!hasPassword && identities.length <= 1) throw new AppError(ErrorCode.OAUTH_LAST_SIGN_IN)
  const subjectKey = input.identityId.slice(target.provider.length + 1)
  await ctx.entities.linkedIdentity
    .delete({ provider: target.provider as OauthProvider, subjectKey })
    .where(({ userId }, { eq }) => eq(userId, actor.userId))
    .go()
}
