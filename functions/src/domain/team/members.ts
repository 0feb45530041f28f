import type { Member, MemberStatus } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { MemberActor } from '../actor.ts'
import { LAST_ACTIVE_PRECISION_MS } from '../auth/sessions.ts'
import { resolveRole } from '../enterprise.ts'
import { pageOf } from '../paging.ts'

/** The sessions looked at for a member's last activity: their newest (sessions are ULIDs, newest last). */
const SESSIONS_READ = 10
const STATUS_ORDER: Record<MemberStatus, number> = { ACTIVE: 0, INVITED: 1, DEACTIVATED: 2 }

type Filter = { search?: string | undefined; status?: MemberStatus | undefined }

function matches(row: Member, filter: Filter): boolean {
  if (filter.status && row.status !== filter.status) return false
  const prefix = filter.search?.toLowerCase()
  if (!prefix) return true
  return [row.email, row.firstName, row.lastName].some((text) => text.toLowerCase().startsWith(prefix))
}

const nameOf = (row: Member) => `${row.firstName} ${row.lastName}`.trim() || row.email

/**
 * The newest request of a user, in any enterprise: kept on the user since sessions write it there; for a
 * person not seen since then, from their latest sessions.
 */
async function lastActiveAt(ctx: AppContext, userId: string): Promise<number | undefined> {
  const { data } = await ctx.entities.session.query
    .byUser({ userId })
    .go({ order: 'desc', limit: SESSIONS_READ, attributes: ['lastSeenAt'] })
  return data.length > 0 ? Math.max(...data.map((s) => s.lastSeenAt)) : undefined
}

/**
 * A page of the Members screen: the members and the pending invitations (an expired one stays, with its
 * `invitationExpiresAt` in the past, until it is re-sent or withdrawn), active first, then invited, then
 * deactivated, each by name. The enterprise's team is bounded by its plan, so it is read whole: its
 * memberships, invitations and roles as this process keeps them while the `teamVersion` the guard read
 * stands (`teamReads`, read in one round when it moved), then its users' shown fields in one batch, kept
 * beside the same version for as long as their last activity is precise anyway (a minute); the last
 * activity comes with the user, and is looked up in the sessions for the page's rows only of people not seen
 * since.
 */
export async function listMembers(
  ctx: AppContext,
  actor: MemberActor,
  input: Filter & { pageNum: number; pageSize: number },
) {
  const { enterpriseId, access } = actor
  const { teamVersion } = access
  const team = await ctx.entities.teamReads.team({ enterpriseId, teamVersion })
  const users = await ctx.entities.teamReads.people({
    enterpriseId,
    teamVersion,
    userIds: team.members.map((m) => m.userId),
    now: ctx.now(),
    maxAgeMs: LAST_ACTIVE_PRECISION_MS,
  })
  const userById = new Map(users.map((u) => [u.userId, u]))
  const roleName = (roleId: string) =>
    resolveRole(
      roleId,
      team.roles.find((r) => r.roleId === roleId),
    )?.name ?? ''
  const rows: Member[] = [
    ...team.members.flatMap((m): Member[] => {
      const user = userById.get(m.userId)
      if (!user) return []
      return [
        {
          userId: m.userId,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          status: m.status,
          roleId: m.roleId,
          roleName: roleName(m.roleId),
          self: m.userId === actor.userId,
          joinedAt: m.joinedAt,
          ...(user.lastActiveAt !== undefined && { lastActiveAt: user.lastActiveAt }),
        },
      ]
    }),
    ...team.invitations.map(
      (i): Member => ({
        invitationId: i.invitationId,
        email: i.email,
        firstName: '',
        lastName: '',
        status: 'INVITED',
        roleId: i.roleId,
        roleName: roleName(i.roleId),
        self: false,
        invitedAt: i.invitedAt,
        invitationExpiresAt: i.validUntil,
      }),
    ),
  ]
  const sorted = rows
    .filter((row) => matches(row, input))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || nameOf(a).localeCompare(nameOf(b)))
  const page = pageOf(sorted, input)
  const list = await Promise.all(
    page.list.map(async (row) => {
      if (row.lastActiveAt !== undefined || !row.userId) return row
      const at = await lastActiveAt(ctx, row.userId)
      return at === undefined ? row : { ...row, lastActiveAt: at }
    }),
  )
  return { ...page, list }
}
