import type { AppContext } from '../context.ts'
import type { MembershipItem } from '../entities/enterprise.ts'
import type { InvitationItem } from '../entities/team.ts'

/**
 * The seats of an enterprise, which the plan caps: active members and the invitations that can still be
 * accepted (each holds a seat). The team checks one more against the cap (`team/team-rules.ts`); the
 * Members and Subscription screens show the count (`billing/subscription.ts`).
 */
export function seatsTaken(team: {
  members: readonly Pick<MembershipItem, 'status'>[]
  invitations: readonly Pick<InvitationItem, 'validUntil'>[]
  now: number
}): number {
  const active = team.members.filter((m) => m.status === 'ACTIVE').length
  return active + team.invitations.filter((i) => i.validUntil >= team.now).length
}

/** The seats taken, read outside a team change. */
export async function seatsOf(ctx: AppContext, enterpriseId: string): Promise<number> {
  const [members, invitations] = await Promise.all([
    ctx.entities.membership.query.byEnterprise({ enterpriseId }).go({ pages: 'all' }),
    ctx.entities.invitation.query.byEnterprise({ enterpriseId }).go({ pages: 'all' }),
  ])
  return seatsTaken({ members: members.data, invitations: invitations.data, now: ctx.now() })
}
