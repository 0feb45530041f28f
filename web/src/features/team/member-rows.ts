import { type Member, type MemberStatus, OWNER_ROLE_ID } from '@simlessly/shared'
import type { MemberAction } from '@/api/member'

/** A row's status as shown: an invitation whose link no longer works reads Expired. */
export type MemberState = MemberStatus | 'EXPIRED'

export function memberState(
  member: Pick<Member, 'status' | 'invitationExpiresAt'>,
  now = Date.now(),
): MemberState {
  const expiresAt = member.invitationExpiresAt
  return member.status === 'INVITED' && expiresAt !== undefined && expiresAt <= now
    ? 'EXPIRED'
    : member.status
}

/** How a row names the person: the name once they have one, the address until they accept. */
export function memberName(member: Pick<Member, 'firstName' | 'lastName' | 'email'>): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email
}

type Abilities = {
  /** The user holds Member_Manage. */
  canManage: boolean
  /** The user is an Owner: only an owner hands ownership over. */
  isOwner: boolean
}

/**
 * What the user may do to a row, in the menu's order: nothing to their own row or without Member_Manage;
 * an invitation can be sent again, given another role or withdrawn; a member's role changed, deactivated or reactivated,
 * removed, and an active member other than an owner made Owner by an owner.
 */
export function memberActions(member: Member, { canManage, isOwner }: Abilities): MemberAction[] {
  if (!canManage || member.self) return []
  if (member.status === 'INVITED') return member.invitationId ? ['resend', 'changeRole', 'cancel'] : []
  if (!member.userId) return []
  const active = member.status === 'ACTIVE'
  const actions: MemberAction[] = ['changeRole', active ? 'deactivate' : 'reactivate', 'remove']
  if (isOwner && active && member.roleId !== OWNER_ROLE_ID) actions.push('transfer')
  return actions
}
