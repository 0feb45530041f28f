import type { createMembershipEntity, createRoleEntity, MembershipItem, RoleItem } from './enterprise.ts'
import type { createInvitationEntity, InvitationItem } from './team.ts'
import type { createUserEntity } from './user.ts'

type TeamEntities = {
  membership: ReturnType<typeof createMembershipEntity>
  invitation: ReturnType<typeof createInvitationEntity>
  role: ReturnType<typeof createRoleEntity>
  user: ReturnType<typeof createUserEntity>
}

/** What a row of the Members screen shows of a person (not their hash, survey, settings). */
const SHOWN_USER_FIELDS = ['userId', 'email', 'firstName', 'lastName', 'lastActiveAt'] as const
export type ShownUser = {
  userId: string
  email: string
  firstName: string
  lastName: string
  lastActiveAt?: number | undefined
}

/** An enterprise's memberships, pending invitations and stored roles, as the Members screen lists them. */
export type TeamRecords = { members: MembershipItem[]; invitations: InvitationItem[]; roles: RoleItem[] }

/** Teams kept per process; a busy process serves few enterprises at once, so the cache stays small. */
const TEAMS_KEPT = 1_000

/**
 * The team's records kept in this process beside the enterprise's `teamVersion` they were read at. Every
 * change of a team (a member, an invitation, a role) moves that version in its own transaction
 * (`changeTeam`), and the guard reads the version on every request with the caller's records, so a team
 * kept from before a change is read again on the first request after it, in every process. The version is
 * read before the team (by the guard), and the team consistently: a change committed between the two is
 * kept under the older version, which the next request finds moved, so nothing older than the version it
 * is kept under is ever served.
 */
export function createTeamReads(entities: TeamEntities) {
  const teams = new Map<string, { teamVersion: number; team: Promise<TeamRecords> }>()
  const people = new Map<string, { teamVersion: number; readAt: number; users: Promise<ShownUser[]> }>()

  async function readPeople(userIds: string[]): Promise<ShownUser[]> {
    if (userIds.length === 0) return []
    const keys = userIds.map((userId) => ({ userId }))
    return (await entities.user.get(keys).go({ attributes: [...SHOWN_USER_FIELDS] })).data
  }

  /** Keeps `entry` (whose read is `read`) under the enterprise; a failed read is not kept: the next request reads again. */
  function keep<T, E>(map: Map<string, E>, enterpriseId: string, entry: E, read: Promise<T>): Promise<T> {
    if (map.size >= TEAMS_KEPT) map.clear()
    map.set(enterpriseId, entry)
    read.catch(() => {
      if (map.get(enterpriseId) === entry) map.delete(enterpriseId)
    })
    return read
  }

  async function readTeam(enterpriseId: string): Promise<TeamRecords> {
    const read = { consistent: true, pages: 'all' } as const
    const [members, invitations, roles] = await Promise.all([
      entities.membership.query.byEnterprise({ enterpriseId }).go(read),
      entities.invitation.query.byEnterprise({ enterpriseId }).go(read),
      entities.role.query.byEnterprise({ enterpriseId }).go(read),
    ])
    return { members: members.data, invitations: invitations.data, roles: roles.data }
  }

  return {
    /**
     * The team of an enterprise whose `teamVersion` (0: never changed) was read on this request: the kept
     * one when read at that version, else read and kept. Without a version (not known to the caller), read.
     */
    team(input: { enterpriseId: string; teamVersion: number | undefined }): Promise<TeamRecords> {
      const { enterpriseId, teamVersion } = input
      if (teamVersion === undefined) return readTeam(enterpriseId)
      const kept = teams.get(enterpriseId)
      if (kept && kept.teamVersion === teamVersion) return kept.team
      const team = readTeam(enterpriseId)
      return keep(teams, enterpriseId, { teamVersion, team }, team)
    },

    /**
     * The shown fields of a team's people (`userIds`: its members, from the team read at `teamVersion`),
     * kept beside that version for at most `maxAgeMs`. A person's email and name do not change once their
     * account exists, and a person joins or leaves a team only by a change that moves its version; only
     * their last activity moves, which is kept to the minute anyway (`lastActiveAt`), so a read at most
     * `maxAgeMs` old shows it as precisely. Without a version, read.
     */
    people(input: {
      enterpriseId: string
      teamVersion: number | undefined
      userIds: string[]
      now: number
      maxAgeMs: number
    }): Promise<ShownUser[]> {
      const { enterpriseId, teamVersion, now } = input
      if (teamVersion === undefined) return readPeople(input.userIds)
      const kept = people.get(enterpriseId)
      if (kept && kept.teamVersion === teamVersion && now - kept.readAt < input.maxAgeMs) return kept.users
      const users = readPeople(input.userIds)
      return keep(people, enterpriseId, { teamVersion, readAt: now, users }, users)
    },
  }
}

export type TeamReads = ReturnType<typeof createTeamReads>
