import type { createMembershipEntity, createRoleEntity, MembershipItem, RoleItem } from './enterprise.ts'
import type { createInvitationEntity, InvitationItem } from './team.ts'

type TeamEntities = {
  membership: ReturnType<typeof createMembershipEntity>
  invitation: ReturnType<typeof createInvitationEntity>
  role: ReturnType<typeof createRoleEntity>
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
      if (teams.size >= TEAMS_KEPT) teams.clear()
      teams.set(enterpriseId, { teamVersion, team })
      // A failed read is not kept: the next request reads again.
      team.catch(() => {
        if (teams.get(enterpriseId)?.team === team) teams.delete(enterpriseId)
      })
      return team
    },
  }
}

export type TeamReads = ReturnType<typeof createTeamReads>
