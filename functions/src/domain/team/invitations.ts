import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { InvitationItem } from '../../entities/team.ts'
import { actorName, type MemberActor } from '../actor.ts'
import { findUserByEmail } from '../auth/users.ts'
import type { ResolvedRole } from '../enterprise.ts'
import { INVITATION_VALID_MS, killLink, linkWrite, mailInvitation, newSecret } from './invitation-tokens.ts'
import { changeTeam, type Team, type TeamWrite, type TeamWriters } from './team-change.ts'
import { callerIn, requireHolds, requireMemberSeat, requireRole } from './team-rules.ts'

function invitationIn(team: Team, invitationId: string): InvitationItem {
  const invitation = team.invitations.find((i) => i.invitationId === invitationId)
  if (!invitation)
    throw AppError.notFound('This invitation does not exist (it may have been accepted or withdrawn)')
  return invitation
}

type Fresh = Pick<InvitationItem, 'invitedBy' | 'invitedAt' | 'validUntil' | 'tokenHash'>
/** What sending an invitation (or sending it again) decided: the invitation as it will be, and its writes. */
type Sending = {
  invitation: InvitationItem
  role: ResolvedRole
  action: 'INVITE' | 'RESEND'
  writes: (tx: TeamWriters) => TeamWrite[]
}

/**
 * Sends an invitation with a new link: `decide` checks and says what to write, with the caller as the
 * inviter and a link valid from now; the link's record, the audit and the mail go with it.
 */
async function send(
  ctx: AppContext,
  actor: MemberActor,
  decide: (team: Team, fresh: Fresh, caller: ReturnType<typeof callerIn>) => Promise<Sending>,
) {
  const inviterName = await actorName(ctx, actor.userId)
  const { secret, tokenHash } = newSecret()
  const { team, invitation, roleName } = await changeTeam(ctx, actor, async (team) => {
    const fresh = {
      invitedBy: actor.userId,
      invitedAt: team.now,
      validUntil: team.now + INVITATION_VALID_MS,
      tokenHash,
    }
    const { invitation, role, action, writes } = await decide(team, fresh, callerIn(team, actor.userId))
    return {
      writes: (tx) => [...writes(tx), linkWrite(tx, invitation)],
      audit: {
        action,
        target: invitation.email,
        after: role.name,
        by: { userId: actor.userId, name: inviterName },
      },
      result: { team, invitation, roleName: role.name },
    }
  })
  await mailInvitation(ctx, { team, invitation, secret, inviterName, roleName })
  return { invitationId: invitation.invitationId, email: invitation.email, expiresAt: invitation.validUntil }
}

/**
 * Invites a person by email with a role: refused for a member or an address already invited, for a role
 * the caller does not wholly hold, and past the plan's seats (pending invitations hold one each).
 */
export async function invite(ctx: AppContext, actor: MemberActor, input: { email: string; roleId: string }) {
  const person = await findUserByEmail(ctx, input.email)
  return send(ctx, actor, async (team, fresh, caller) => {
    const role = requireRole(team, input.roleId)
    requireHolds(caller, role.permissions, `give the role ${role.name}`)
    if (person && team.members.some((m) => m.userId === person.userId)) {
      throw new AppError(ErrorCode.MEMBER_EXISTS, `${input.email} is already a member of this enterprise`)
    }
    if (team.invitations.some((i) => i.email === input.email)) {
      throw new AppError(
        ErrorCode.MEMBER_EXISTS,
        `${input.email} is already invited; resend the invitation instead`,
      )
    }
    await requireMemberSeat(ctx, team)
    const invitation = {
      enterpriseId: actor.enterpriseId,
      invitationId: ulid(team.now),
      email: input.email,
      roleId: role.roleId,
      ...fresh,
    }
    return { invitation, role, action: 'INVITE', writes: (tx) => [tx.invitation.create(invitation).commit()] }
  })
}

/** Mails a new link valid for another 7 days; the old one stops working (it says it was replaced). */
export async function resendInvitation(ctx: AppContext, actor: MemberActor, input: { invitationId: string }) {
  return send(ctx, actor, async (team, fresh, caller) => {
    const before = invitationIn(team, input.invitationId)
    const role = requireRole(team, before.roleId)
    requireHolds(caller, role.permissions, `invite with the role ${role.name}`)
    // An expired invitation held no seat; sent again, it takes one.
    if (before.validUntil < team.now) await requireMemberSeat(ctx, team)
    const kill = await killLink(ctx, before, team.now)
    const keys = { enterpriseId: before.enterpriseId, invitationId: before.invitationId }
    return {
      invitation: { ...before, ...fresh },
      role,
      action: 'RESEND',
      writes: (tx) => [tx.invitation.patch(keys).set(fresh).commit(), ...kill(tx)],
    }
  })
}

/** Withdraws a pending invitation: its seat is free again and its link says it no longer works. */
export async function cancelInvitation(ctx: AppContext, actor: MemberActor, input: { invitationId: string }) {
  await changeTeam(ctx, actor, async (team) => {
    const caller = callerIn(team, actor.userId)
    const invitation = invitationIn(team, input.invitationId)
    const role = requireRole(team, invitation.roleId)
    requireHolds(caller, role.permissions, `withdraw an invitation with the role ${role.name}`)
    const kill = await killLink(ctx, invitation, team.now)
    return {
      writes: (tx) => [
        tx.invitation
          .delete({ enterpriseId: invitation.enterpriseId, invitationId: invitation.invitationId })
          .commit(),
        ...kill(tx),
      ],
      audit: { action: 'CANCEL_INVITATION', target: invitation.email, before: role.name },
      result: undefined,
    }
  })
}

/** Gives a pending invitation another role, one whose ids the caller all holds; the link stays the same. */
export async function changeInvitationRole(
  ctx: AppContext,
  actor: MemberActor,
  input: { invitationId: string; roleId: string },
) {
  await changeTeam(ctx, actor, async (team) => {
    const caller = callerIn(team, actor.userId)
    const invitation = invitationIn(team, input.invitationId)
    const role = requireRole(team, invitation.roleId)
    requireHolds(caller, role.permissions, `change an invitation with the role ${role.name}`)
    const next = requireRole(team, input.roleId)
    requireHolds(caller, next.permissions, `give the role ${next.name}`)
    if (next.roleId === role.roleId) {
      throw new AppError(ErrorCode.CONFLICT, `This invitation already gives the role ${next.name}`)
    }
    const keys = { enterpriseId: invitation.enterpriseId, invitationId: invitation.invitationId }
    return {
      writes: (tx) => [tx.invitation.patch(keys).set({ roleId: next.roleId }).commit()],
      audit: { action: 'ROLE_CHANGE', target: invitation.email, before: role.name, after: next.name },
      result: undefined,
    }
  })
}
