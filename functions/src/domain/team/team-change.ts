import type { TEAM_AUDIT_ACTIONS } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { monotonicFactory } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { EnterpriseItem, MembershipItem, RoleItem } from '../../entities/enterprise.ts'
import type { InvitationItem } from '../../entities/team.ts'
import { committed, isConditionalFailure } from '../../entities/transaction.ts'
import { actorName } from '../actor.ts'
import { CLIENT_COUNTERS } from '../counter.ts'

type TransactionBuilder = Parameters<AppContext['entities']['service']['transaction']['write']>[0]
/** The entities as a transaction writes them. */
export type TeamWriters = Parameters<TransactionBuilder>[0]
export type TeamWrite = ReturnType<TransactionBuilder>[number]

/** The team as one change reads it: every read consistent, after the version it is conditioned on. */
export type Team = {
  enterprise: EnterpriseItem
  members: MembershipItem[]
  invitations: InvitationItem[]
  /** The custom roles (and an Owner role stored by earlier versions). */
  roles: RoleItem[]
  /** The time of this attempt. */
  now: number
}

export type TeamAuditAction = (typeof TEAM_AUDIT_ACTIONS)[number]

export type TeamChange<T> = {
  writes?: (tx: TeamWriters) => TeamWrite[]
  /** Enterprise fields written with the version (a transaction writes one item once). */
  enterprise?: { ownerUserId?: string }
  /**
   * How many active members the change adds (1: a member joins or is reactivated) or takes away (-1): the
   * enterprise's members counter is set to the team's active members as read, moved by this, in the change's
   * own transaction (the admin's client list shows it).
   */
  members?: number
  audit: {
    action: TeamAuditAction
    target: string
    before?: string
    after?: string
    /** Who did it, when not the caller of `changeTeam` (a person accepting an invitation). */
    by?: { userId: string; name: string }
  }
  result: T
}

/** The counter of the audit's entries (its total). */
export const TEAM_AUDIT_COUNTER = 'team#audit'
const ATTEMPTS = 6
/** Entries of one millisecond still sort in the order they were made (in this process). */
const entryIdAt = monotonicFactory()

async function readTeam(ctx: AppContext, enterpriseId: string): Promise<Team> {
  // The version first: whatever commits after this read moves it, so a change decided on older rows than
  // these cannot commit.
  const { data: enterprise } = await ctx.entities.enterprise.get({ enterpriseId }).go({ consistent: true })
  if (!enterprise) throw AppError.notFound('This enterprise no longer exists')
  const read = { consistent: true, pages: 'all' } as const
  const [members, invitations, roles] = await Promise.all([
    ctx.entities.membership.query.byEnterprise({ enterpriseId }).go(read),
    ctx.entities.invitation.query.byEnterprise({ enterpriseId }).go(read),
    ctx.entities.role.query.byEnterprise({ enterpriseId }).go(read),
  ])
  return {
    enterprise,
    members: members.data,
    invitations: invitations.data,
    roles: roles.data,
    now: ctx.now(),
  }
}

/** The members counted as the team's (the admin's client list): those whose membership is active. */
export const activeMembers = (members: Pick<MembershipItem, 'status'>[]) =>
  members.filter((m) => m.status === 'ACTIVE').length

/** A transaction refused by a condition, or by another transaction writing the same items at once. */
function lostRace(error: unknown): boolean {
  if (isConditionalFailure(error)) return true
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.name === 'TransactionConflictException') return true
  }
  return false
}

/**
 * The one way the team changes. `decide` reads the team, refuses what the rules forbid (throwing AppError)
 * and says what to write; the writes, the audit entry (and its count) and the move of the enterprise's
 * `teamVersion` commit in one transaction, on condition that the version is still the one read. A change
 * that lost the race to another is decided again on the team as it now is, so two admins at once never lose
 * a change and no rule (the seat cap, the last owner) is checked against a team that changed meanwhile.
 */
export async function changeTeam<T>(
  ctx: AppContext,
  input: { enterpriseId: string; userId: string },
  decide: (team: Team) => TeamChange<T> | Promise<TeamChange<T>>,
): Promise<T> {
  let callerName: string | undefined
  for (let attempt = 1; ; attempt++) {
    const team = await readTeam(ctx, input.enterpriseId)
    const change = await decide(team)
    const { by, ...entry } = change.audit
    if (!by && callerName === undefined) callerName = await actorName(ctx, input.userId)
    const actor = by ?? { userId: input.userId, name: callerName ?? '' }
    const version = team.enterprise.teamVersion
    try {
      await committed(
        ctx.entities.service.transaction
          .write((tx) => [
            tx.enterprise
              .patch({ enterpriseId: input.enterpriseId })
              .set({ ...change.enterprise, teamVersion: (version ?? 0) + 1 })
              .where(({ teamVersion }, { eq, notExists }) =>
                version === undefined ? notExists(teamVersion) : eq(teamVersion, version),
              )
              .commit(),
            tx.teamAudit
              .create({
                enterpriseId: input.enterpriseId,
                entryId: entryIdAt(team.now),
                at: team.now,
                actor: actor.name,
                actorUserId: actor.userId,
                ...entry,
              })
              .commit(),
            tx.counter
              .update({ enterpriseId: input.enterpriseId, name: TEAM_AUDIT_COUNTER })
              .add({ count: 1 })
              .commit(),
            tx.counter
              .put({
                enterpriseId: input.enterpriseId,
                name: CLIENT_COUNTERS.members,
                count: activeMembers(team.members) + (change.members ?? 0),
              })
              .commit(),
            ...(change.writes?.(tx) ?? []),
          ])
          .go(),
      )
      return change.result
    } catch (error) {
      if (!lostRace(error)) throw error
      if (attempt >= ATTEMPTS) throw new AppError(ErrorCode.CONFLICT)
      // Racing changes of one team retry at spread-out moments rather than all at once again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt))
    }
  }
}
