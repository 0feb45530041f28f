import { EnterprisePermission as P } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { MembershipItem } from '../../entities/enterprise.ts'
import { planLimitView, requireWithinPlan } from '../billing/plan-limits.ts'
import { type ResolvedRole, resolveRole } from '../enterprise.ts'
import { seatsOf, seatsTaken } from '../seat.ts'
import type { Team } from './team-change.ts'

/** The rules every team change checks, on the team as `changeTeam` read it. */

export function roleIn(team: Team, roleId: string): ResolvedRole | null {
  return resolveRole(
    roleId,
    team.roles.find((r) => r.roleId === roleId),
  )
}

export function requireRole(team: Team, roleId: string): ResolvedRole {
  const role = roleIn(team, roleId)
  if (!role) throw AppError.notFound('This role does not exist (it may have been deleted)')
  return role
}

export function memberIn(team: Team, userId: string): MembershipItem {
  const member = team.members.find((m) => m.userId === userId)
  if (!member) throw AppError.notFound('This person is not a member of the enterprise')
  return member
}

/**
 * The caller as the team now is: an active member whose role holds `id`. The guard checked the same on the
 * request's way in; checked again here, a change racing the caller's own demotion cannot pass.
 */
export function callerIn(team: Team, userId: string, id: string = P.Member_Manage) {
  const member = team.members.find((m) => m.userId === userId && m.status === 'ACTIVE')
  const role = member ? roleIn(team, member.roleId) : null
  if (!member || !role?.permissions.includes(id)) throw new AppError(ErrorCode.PERMISSION_DENIED)
  return { member, role }
}

/** Nobody grants or touches what they do not hold: refuses naming the ids the caller lacks. */
export function requireHolds(caller: { role: ResolvedRole }, ids: readonly string[], what: string): void {
  const held = new Set(caller.role.permissions)
  const missing = ids.filter((id) => !held.has(id))
  if (missing.length > 0) {
    throw new AppError(
      ErrorCode.PERMISSION_DENIED,
      `You cannot ${what}: it holds ${missing.join(', ')}, which your role does not`,
    )
  }
}

export function requireNotSelf(caller: { member: MembershipItem }, userId: string, what: string): void {
  if (caller.member.userId === userId) {
    throw new AppError(ErrorCode.PERMISSION_DENIED, `You cannot ${what} yourself; ask another administrator`)
  }
}

/** The enterprise keeps an active Owner: `after` is the team's memberships as the change would leave them. */
export function requireOwnerLeft(team: Team, after: MembershipItem[]): void {
  const owners = after.filter((m) => m.status === 'ACTIVE' && roleIn(team, m.roleId)?.owner)
  if (owners.length === 0) throw new AppError(ErrorCode.LAST_OWNER)
}

/** Memberships with one of them replaced (`null`: removed). */
export function membersWith(team: Team, userId: string, next: MembershipItem | null): MembershipItem[] {
  return team.members.flatMap((m) => (m.userId !== userId ? [m] : next ? [next] : []))
}

/** The Members screen's "3 of 10 members on the Pro plan", and the lock at the cap. */
export async function memberLimit(
  ctx: AppContext,
  viewer: { enterpriseId: string; canBuy: boolean; appName: string },
) {
  return planLimitView(ctx, { ...viewer, what: 'members', used: await seatsOf(ctx, viewer.enterpriseId) })
}

/** Whether one more seat fits the plan, refused with the plan's name and cap. */
export async function requireMemberSeat(ctx: AppContext, team: Team): Promise<void> {
  await requireWithinPlan(ctx, {
    enterpriseId: team.enterprise.enterpriseId,
    what: 'members',
    used: seatsTaken(team),
  })
}
