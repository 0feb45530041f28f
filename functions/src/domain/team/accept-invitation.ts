import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { UserItem } from '../../entities/user.ts'
import { displayName, type MemberActor } from '../actor.ts'
import { hashPassword } from '../auth/passwords.ts'
import { createSession } from '../auth/sessions.ts'
import { findUserByEmail } from '../auth/users.ts'
import { requireLinkWorks } from './invitation-links.ts'
import { linkOf } from './invitation-tokens.ts'
import { changeTeam, type TeamWrite, type TeamWriters } from './team-change.ts'
import { roleIn } from './team-rules.ts'

type Acceptance = {
  token: string
  firstName?: string | undefined
  lastName?: string | undefined
  password?: string | undefined
}
type Newcomer = { firstName: string; lastName: string; passwordHash: string }

/** A new person's name and password, each required (an existing account brings its own). */
async function newcomerOf(input: Acceptance): Promise<Newcomer> {
  const { firstName, lastName, password } = input
  if (!firstName || !lastName || !password) {
    const missing = (['firstName', 'lastName', 'password'] as const).filter((field) => !input[field])
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `To create your account, give your ${missing.join(', ')}`,
      { fields: missing.map((field) => ({ path: `json.${field}`, message: 'Required' })) },
    )
  }
  return { firstName, lastName, passwordHash: await hashPassword(password) }
}

/**
 * The account's side of joining: a new person's account, active at once (the mailed link proves the
 * address), or an existing account made active if it was not yet confirmed, and given this enterprise to
 * sign in to if it had none.
 */
function accountWrites(
  tx: TeamWriters,
  input: { person: UserItem | null; newcomer: Newcomer | null; userId: string; email: string },
  enterprise: { enterpriseId: string; name: string },
  now: number,
): TeamWrite[] {
  const { person, newcomer } = input
  if (person) {
    const set = {
      ...(person.status === 'UNVERIFIED' && { status: 'ACTIVE' as const, verifiedAt: now }),
      ...(!person.defaultEnterpriseId && { defaultEnterpriseId: enterprise.enterpriseId }),
    }
    return Object.keys(set).length > 0 ? [tx.user.patch({ userId: person.userId }).set(set).commit()] : []
  }
  if (!newcomer) throw new AppError(ErrorCode.CONFLICT)
  return [
    tx.emailClaim.create({ email: input.email, userId: input.userId }).commit(),
    tx.user
      .create({
        userId: input.userId,
        email: input.email,
        ...newcomer,
        status: 'ACTIVE',
        companyName: enterprise.name,
        defaultEnterpriseId: enterprise.enterpriseId,
        verifiedAt: now,
      })
      .commit(),
  ]
}

/**
 * An invitation to an address that has an account is that account's to accept, signed in: whoever else
 * holds the link (a forwarded mail) cannot join the account to a team. Signed in as another account, they
 * are told to sign in as the invited one.
 */
function requireSignedInAs(person: UserItem, signedIn: { userId: string } | undefined): void {
  if (!signedIn) {
    throw new AppError(
      ErrorCode.INVITATION_SIGN_IN,
      `This invitation is for the existing account ${person.email}: sign in as it, then open the link again`,
    )
  }
  if (signedIn.userId !== person.userId) {
    throw new AppError(
      ErrorCode.INVITATION_OTHER_ACCOUNT,
      `This invitation is for ${person.email}: sign out, sign in as ${person.email}, then open the link again`,
    )
  }
}

/**
 * Accepts an invitation: an existing account (not disabled) joins, signed in as itself; a new person gets
 * an account. The membership, the end of the invitation and of its link, and the account are one
 * transaction under the team's lock, so accepting twice at once makes one membership. The seat was taken
 * by the invitation.
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: Acceptance,
  signedIn?: { userId: string } | undefined,
) {
  const link = await linkOf(ctx, input.token)
  requireLinkWorks(link, true, ctx.now())
  const known = await findUserByEmail(ctx, link.email)
  if (known?.status === 'DISABLED') throw new AppError(ErrorCode.ACCOUNT_DISABLED)
  if (known) requireSignedInAs(known, signedIn)
  const newcomer = known ? null : await newcomerOf(input)
  const newUserId = ulid(ctx.now())
  const enterpriseName = await changeTeam(
    ctx,
    { enterpriseId: link.enterpriseId, userId: known?.userId ?? newUserId },
    async (team) => {
      const invitation = team.invitations.find((i) => i.invitationId === link.invitationId)
      requireLinkWorks(link, invitation?.tokenHash === link.tokenHash, team.now)
      if (!invitation) throw new AppError(ErrorCode.INVITATION_USED)
      // Read again: an account made with this address since (the claim's race) joins as it is.
      const person = await findUserByEmail(ctx, link.email)
      if (person?.status === 'DISABLED') throw new AppError(ErrorCode.ACCOUNT_DISABLED)
      if (person && person.userId !== signedIn?.userId) {
        // An account this very link made meanwhile (accepted twice at once) finds the link used.
        requireLinkWorks(await linkOf(ctx, input.token), true, team.now)
        requireSignedInAs(person, signedIn)
      }
      const userId = person?.userId ?? newUserId
      if (team.members.some((m) => m.userId === userId)) {
        throw new AppError(
          ErrorCode.MEMBER_EXISTS,
          `You are already a member of ${team.enterprise.name}; sign in`,
        )
      }
      const name = person ? displayName(person) : `${newcomer?.firstName} ${newcomer?.lastName}`
      const keys = { enterpriseId: link.enterpriseId, invitationId: link.invitationId }
      return {
        writes: (tx) => [
          ...accountWrites(tx, { person, newcomer, userId, email: link.email }, team.enterprise, team.now),
          tx.membership
            .create({
              enterpriseId: link.enterpriseId,
              userId,
              roleId: invitation.roleId,
              status: 'ACTIVE',
              joinedAt: team.now,
            })
            .commit(),
          tx.invitation.delete(keys).commit(),
          tx.invitationToken
            .patch({ tokenHash: link.tokenHash })
            .set({ usedAt: team.now })
            .where(
              ({ usedAt, replacedAt }, { notExists }) => `${notExists(usedAt)} AND ${notExists(replacedAt)}`,
            )
            .commit(),
        ],
        members: 1,
        audit: {
          action: 'ACCEPT',
          target: link.email,
          after: roleIn(team, invitation.roleId)?.name ?? '',
          by: { userId, name },
        },
        result: team.enterprise.name,
      }
    },
  )
  return {
    email: link.email,
    enterpriseName,
    userId: known?.userId ?? newUserId,
    enterpriseId: link.enterpriseId,
  }
}

/**
 * A new person accepts: the account is made, and the acceptance signs it in (a session in the enterprise
 * joined), so the person lands on the console rather than on a second sign-in with the password just set.
 */
export async function acceptAndSignIn(ctx: AppContext, input: Acceptance) {
  const { email, enterpriseName, userId, enterpriseId } = await acceptInvitation(ctx, input)
  const { data: user } = await ctx.entities.user.get({ userId }).go({ consistent: true })
  if (!user) throw new AppError(ErrorCode.CONFLICT)
  const summary = { userId, email: user.email, firstName: user.firstName, lastName: user.lastName }
  const { token } = await createSession(ctx, { user: summary, enterpriseId })
  return { answer: { email, enterpriseName, user: summary }, token }
}

/** A signed-in member accepts an invitation to another enterprise, as themselves. */
export async function joinInvitation(ctx: AppContext, actor: MemberActor, input: Acceptance) {
  const { email, enterpriseName } = await acceptInvitation(ctx, input, actor)
  return { email, enterpriseName }
}
