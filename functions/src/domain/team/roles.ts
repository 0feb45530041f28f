import {
  isSystemRoleId,
  EnterprisePermission as P,
  type Role,
  SYSTEM_ROLE_IDS,
  SYSTEM_ROLES,
  withScreens,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { RoleItem } from '../../entities/enterprise.ts'
import type { MemberActor } from '../actor.ts'
import { type ResolvedRole, resolveRole } from '../enterprise.ts'
import { changeTeam, type Team } from './team-change.ts'
import { callerIn, requireHolds } from './team-rules.ts'

/** Custom roles one enterprise can have: the picker and the roles screen stay usable. */
export const CUSTOM_ROLES_MAX = 50

const idsText = (ids: readonly string[]) => ids.join(', ') || '(none)'

function roleOut(role: ResolvedRole, memberCount: number): Role {
  const { roleId, name, system, permissions } = role
  return { roleId, name, system, permissions: [...permissions] as Role['permissions'], memberCount }
}

/** The system roles first, then the custom ones by name, each with the members and invitations holding it. */
export async function listRoles(ctx: AppContext, actor: MemberActor): Promise<{ list: Role[] }> {
  const enterpriseId = actor.enterpriseId
  const [roles, members, invitations] = await Promise.all([
    ctx.entities.role.query.byEnterprise({ enterpriseId }).go({ pages: 'all' }),
    ctx.entities.membership.query.byEnterprise({ enterpriseId }).go({ pages: 'all', attributes: ['roleId'] }),
    ctx.entities.invitation.query.byEnterprise({ enterpriseId }).go({ pages: 'all', attributes: ['roleId'] }),
  ])
  const held = new Map<string, number>()
  for (const { roleId } of [...members.data, ...invitations.data])
    held.set(roleId, (held.get(roleId) ?? 0) + 1)
  const stored = roles.data
    .flatMap((r) => resolveRole(r.roleId, r) ?? [])
    .sort((a, b) => Number(b.system) - Number(a.system) || a.name.localeCompare(b.name))
  const system = SYSTEM_ROLE_IDS.flatMap((id) => resolveRole(id, null) ?? [])
  return { list: [...system, ...stored].map((role) => roleOut(role, held.get(role.roleId) ?? 0)) }
}

/** A custom role of the team, refused if it is a system role (or a stored Owner of earlier versions). */
function customRoleIn(team: Team, roleId: string, verb: string): RoleItem {
  const stored = team.roles.find((r) => r.roleId === roleId)
  if (isSystemRoleId(roleId) || stored?.system) {
    throw new AppError(
      ErrorCode.PERMISSION_DENIED,
      `System roles cannot be ${verb}; create a custom role instead`,
    )
  }
  if (!stored) throw AppError.notFound('This role does not exist (it may have been deleted)')
  return stored
}

/** A role's name is unique in the enterprise, whatever its case, system roles' names included. */
function requireNameFree(team: Team, name: string, exceptRoleId?: string): void {
  const key = name.toLowerCase()
  const taken =
    Object.values(SYSTEM_ROLES).some((r) => r.name.toLowerCase() === key) ||
    team.roles.some((r) => r.roleId !== exceptRoleId && r.name.toLowerCase() === key)
  if (taken)
    throw new AppError(ErrorCode.CONFLICT, `A role named ${name} already exists; choose another name`)
}

export async function addRole(
  ctx: AppContext,
  actor: MemberActor,
  input: { name: string; permissions: readonly string[] },
): Promise<Role> {
  const permissions = withScreens(input.permissions)
  return changeTeam(ctx, actor, (team) => {
    const caller = callerIn(team, actor.userId, P.Role_Manage)
    requireHolds(caller, permissions, 'create this role')
    requireNameFree(team, input.name)
    if (team.roles.filter((r) => !r.system).length >= CUSTOM_ROLES_MAX) {
      throw new AppError(
        ErrorCode.CONFLICT,
        `An enterprise can have up to ${CUSTOM_ROLES_MAX} custom roles; delete one you no longer use first`,
      )
    }
    const role = { enterpriseId: actor.enterpriseId, roleId: ulid(team.now), name: input.name, permissions }
    return {
      writes: (tx) => [tx.role.create(role).commit()],
      audit: { action: 'ROLE_ADD', target: role.name, after: idsText(permissions) },
      result: roleOut({ ...role, system: false, owner: false }, 0),
    }
  })
}

/** Renames a custom role or changes its ids; its members get the change on their next request. */
export async function updateRole(
  ctx: AppContext,
  actor: MemberActor,
  input: { roleId: string; name: string; permissions: readonly string[] },
): Promise<Role> {
  const permissions = withScreens(input.permissions)
  return changeTeam(ctx, actor, (team) => {
    const caller = callerIn(team, actor.userId, P.Role_Manage)
    const before = customRoleIn(team, input.roleId, 'changed')
    requireHolds(caller, before.permissions, `change the role ${before.name}`)
    requireHolds(caller, permissions, `give the role ${input.name} these ids`)
    requireNameFree(team, input.name, before.roleId)
    const held = team.members.filter((m) => m.roleId === before.roleId).length
    const invited = team.invitations.filter((i) => i.roleId === before.roleId).length
    return {
      writes: (tx) => [
        tx.role
          .patch({ enterpriseId: actor.enterpriseId, roleId: before.roleId })
          .set({ name: input.name, permissions })
          .commit(),
      ],
      audit: {
        action: 'ROLE_UPDATE',
        target: input.name,
        before: `${before.name}: ${idsText(before.permissions)}`,
        after: `${input.name}: ${idsText(permissions)}`,
      },
      result: roleOut(
        { roleId: before.roleId, name: input.name, permissions, system: false, owner: false },
        held + invited,
      ),
    }
  })
}

/** Deletes a custom role that no member (of any status) and no invitation holds. */
export async function deleteRole(
  ctx: AppContext,
  actor: MemberActor,
  input: { roleId: string },
): Promise<void> {
  await changeTeam(ctx, actor, (team) => {
    const caller = callerIn(team, actor.userId, P.Role_Manage)
    const role = customRoleIn(team, input.roleId, 'deleted')
    requireHolds(caller, role.permissions, `delete the role ${role.name}`)
    const holders =
      team.members.filter((m) => m.roleId === role.roleId).length +
      team.invitations.filter((i) => i.roleId === role.roleId).length
    if (holders > 0) {
      throw new AppError(
        ErrorCode.ROLE_IN_USE,
        `${role.name} is held by ${holders} member(s) or invitation(s); move them to another role before deleting it`,
      )
    }
    return {
      writes: (tx) => [tx.role.delete({ enterpriseId: actor.enterpriseId, roleId: role.roleId }).commit()],
      audit: { action: 'ROLE_DELETE', target: role.name, before: idsText(role.permissions) },
      result: undefined,
    }
  })
}
