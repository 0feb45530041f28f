import { OWNER_ROLE_ID } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { MembershipItem } from '../../entities/enterprise.ts'
import type { MemberActor } from '../actor.ts'
import { revokeEnterpriseSessions } from '../auth/sessions.ts'
import type { ResolvedRole } from '../enterprise.ts'
import { changeTeam, type Team, type TeamChange } from './team-change.ts'
import {
  callerIn,
  memberIn,
  membersWith,
  requireHolds,
  requireMemberSeat,
  requireNotSelf,
  requireOwnerLeft,
  requireRole,
  roleIn,
} from './team-rules.ts'

type Target = { member: MembershipItem; role: ResolvedRole; email: string }

async function emailOf(ctx: AppContext, userId: string): Promise<string> {
  const { data } = await ctx.entities.user.get({ userId }).go()
  return data?.email ?? userId
}

/**
 * A change of another member: the caller (an active member holding Member_Manage) acts on someone else,
 * and only on a member whose role's ids the caller all holds (an Admin cannot touch an Owner).
 */
function changeMember(
  ctx: AppContext,
  actor: MemberActor,
  input: { userId: string; verb: string },
  decide: (team: Team, target: Target, caller: ReturnType<typeof callerIn>) => Promise<TeamChange<void>>,
) {
  return changeTeam(ctx, actor, async (team) => {
    const caller = callerIn(team, actor.userId)
    requireNotSelf(caller, input.userId, input.verb)
    const member = memberIn(team, input.userId)
    // A role gone from under its member (earlier versions allowed it) holds nothing.
    const role = roleIn(team, member.roleId) ?? { ...GONE_ROLE, roleId: member.roleId }
    requireHolds(caller, role.permissions, `${input.verb} a member whose role is ${role.name}`)
    return decide(team, { member, role, email: await emailOf(ctx, member.userId) }, caller)
  })
}

const GONE_ROLE = { name: 'a deleted role', permissions: [], system: false, owner: false }

const keysOf = (m: MembershipItem) => ({ enterpriseId: m.enterpriseId, userId: m.userId })

/** Deactivates a member: they keep their place, lose their access, and their sessions here end at once. */
export async function deactivateMember(ctx: AppContext, actor: MemberActor, input: { userId: string }) {
  await changeMember(ctx, actor, { ...input, verb: 'deactivate' }, async (team, { member, email }) => {
    if (member.status === 'DEACTIVATED')
      throw new AppError(ErrorCode.CONFLICT, 'This member is already deactivated')
    requireOwnerLeft(team, membersWith(team, member.userId, { ...member, status: 'DEACTIVATED' }))
    return {
      writes: (tx) => [tx.membership.patch(keysOf(member)).set({ status: 'DEACTIVATED' }).commit()],
      members: -1,
      audit: { action: 'DEACTIVATE', target: email, before: 'ACTIVE', after: 'DEACTIVATED' },
      result: undefined,
    }
  })
  await revokeEnterpriseSessions(ctx, { userId: input.userId, enterpriseId: actor.enterpriseId })
}

/** Gives a deactivated member their access back, if the plan has a seat for them. */
export async function reactivateMember(ctx: AppContext, actor: MemberActor, input: { userId: string }) {
  await changeMember(ctx, actor, { ...input, verb: 'reactivate' }, async (team, { member, email }) => {
    if (member.status === 'ACTIVE') throw new AppError(ErrorCode.CONFLICT, 'This member is already active')
    await requireMemberSeat(ctx, team)
    return {
      writes: (tx) => [tx.membership.patch(keysOf(member)).set({ status: 'ACTIVE' }).commit()],
      members: 1,
      audit: { action: 'REACTIVATE', target: email, before: 'DEACTIVATED', after: 'ACTIVE' },
      result: undefined,
    }
  })
}

/** Removes a member from the enterprise (their account stays); their sessions here end at once. */
export async function deleteMember(ctx: AppContext, actor: MemberActor, input: { userId: string }) {
  await changeMember(ctx, actor, { ...input, verb: 'remove' }, async (team, { member, role, email }) => {
    requireOwnerLeft(team, membersWith(team, member.userId, null))
    return {
      writes: (tx) => [tx.membership.delete(keysOf(member)).commit()],
      members: member.status === 'ACTIVE' ? -1 : 0,
      audit: { action: 'DELETE', target: email, before: `${role.name}, ${member.status}` },
      result: undefined,
    }
  })
  await revokeEnterpriseSessions(ctx, { userId: input.userId, enterpriseId: actor.enterpriseId })
}

/** Gives a member another role, one whose ids the caller all holds. */
export async function changeMemberRole(
  ctx: AppContext,
  actor: MemberActor,
  input: { userId: string; roleId: string },
) {
  await changeMember(ctx, actor, { ...input, verb: 'change the role of' }, async (team, target, caller) => {
    const { member, role, email } = target
    const next = requireRole(team, input.roleId)
    requireHolds(caller, next.permissions, `give the role ${next.name}`)
    if (next.roleId === member.roleId)
      throw new AppError(ErrorCode.CONFLICT, `This member is already ${next.name}`)
    requireOwnerLeft(team, membersWith(team, member.userId, { ...member, roleId: next.roleId }))
    return {
      writes: (tx) => [tx.membership.patch(keysOf(member)).set({ roleId: next.roleId }).commit()],
      audit: { action: 'ROLE_CHANGE', target: email, before: role.name, after: next.name },
      result: undefined,
    }
  })
}

/**
 * Makes an active member the Owner and the caller (an Owner) an Admin, and names the new owner as the
 * enterprise's, in one transaction.
 */
export async function transferOwnership(ctx: AppContext, actor: MemberActor, input: { userId: string }) {
  await changeMember(
    ctx,
    actor,
    { ...input, verb: 'transfer ownership to' },
    async (_team, target, caller) => {
      if (!caller.role.owner)
        throw new AppError(ErrorCode.PERMISSION_DENIED, 'Only an Owner can transfer ownership')
      if (target.member.status !== 'ACTIVE') {
        throw new AppError(
          ErrorCode.CONFLICT,
          'Ownership can only go to an active member; reactivate them first',
        )
      }
      return {
        writes: (tx) => [
          tx.membership.patch(keysOf(target.member)).set({ roleId: OWNER_ROLE_ID }).commit(),
          tx.membership.patch(keysOf(caller.member)).set({ roleId: 'ADMIN' }).commit(),
        ],
        enterprise: { ownerUserId: target.member.userId },
        audit: {
          action: 'OWNER_TRANSFER',
          target: target.email,
          before: `Owner: ${await emailOf(ctx, caller.member.userId)}`,
          after: `Owner: ${target.email}`,
        },
        result: undefined,
      }
    },
  )
}
