import {
  type EnterpriseInfo,
  FREE_TRIAL_DAYS,
  isSystemRoleId,
  OWNER_ROLE_ID,
  SYSTEM_ROLES,
} from '@simlessly/shared'
import { ulid } from 'ulid'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'
import { committed } from '../entities/transaction.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A new tenant: the enterprise, the founder's membership with the Owner role (every enterprise id)
 * and a 15-day free trial, written in one transaction so a half-made enterprise cannot exist.
 */
export async function createEnterprise(
  ctx: AppContext,
  input: { name: string; ownerUserId: string; enterpriseId?: string },
): Promise<{ enterpriseId: string }> {
  const now = ctx.now()
  const enterpriseId = input.enterpriseId ?? ulid(now)
  await committed(
    ctx.entities.service.transaction
      .write(({ enterprise, membership, subscription }) => [
        enterprise
          .create({ enterpriseId, name: input.name, ownerUserId: input.ownerUserId, status: 'ACTIVE' })
          .commit(),
        membership
          .create({ enterpriseId, userId: input.ownerUserId, roleId: OWNER_ROLE_ID, status: 'ACTIVE' })
          .commit(),
        subscription
          .create({
            enterpriseId,
            subscriptionId: ulid(now),
            plan: 'DEFAULT',
            freeTrial: true,
            status: 'ACTIVE',
            // The trial includes EID push; EID push refuses a subscription whose `features` lack it.
            features: ['EID_PUSH'],
            startedAt: now,
            endsAt: now + FREE_TRIAL_DAYS * DAY_MS,
          })
          .commit(),
      ])
      .go(),
  )
  return { enterpriseId }
}

/**
 * The system roles (Owner, Admin, Developer, Viewer) are not stored: their ids come from the console's
 * definition as it is now, so an id added later reaches them on their next request with no migration. An
 * Owner role stored by earlier versions (`system`) counts as the Owner role.
 */
const ownerRole = { name: SYSTEM_ROLES.OWNER.name, permissions: SYSTEM_ROLES.OWNER.permissions, system: true }

/** A membership's role: a system role from its definition (no read), a custom one from its record. */
export async function roleOf(
  ctx: AppContext,
  input: { enterpriseId: string; roleId: string },
): Promise<{ roleId: string; name: string; permissions: readonly string[]; system: boolean } | null> {
  if (isSystemRoleId(input.roleId)) {
    const role = SYSTEM_ROLES[input.roleId]
    return { roleId: input.roleId, name: role.name, permissions: role.permissions, system: true }
  }
  const { data } = await ctx.entities.role.get(input).go()
  if (!data) return null
  // A stored Owner role of an earlier version is the Owner role.
  if (data.system) return { ...ownerRole, roleId: data.roleId }
  return { roleId: data.roleId, name: data.name, permissions: data.permissions, system: false }
}

/** What a signed-in user may do in an enterprise: the role's ids plus the user's platform (Admin_*) ids. */
export async function permissionsOf(
  ctx: AppContext,
  input: { userId: string; enterpriseId: string },
): Promise<{ permissions: Set<string>; roleName: string; canOperate: boolean }> {
  const [user, membership, enterprise] = await Promise.all([
    ctx.entities.user.get({ userId: input.userId }).go(),
    ctx.entities.membership.get(input).go(),
    ctx.entities.enterprise.get({ enterpriseId: input.enterpriseId }).go(),
  ])
  const member = membership.data
  const role = member ? await roleOf(ctx, { enterpriseId: input.enterpriseId, roleId: member.roleId }) : null
  const canOperate =
    user.data?.status === 'ACTIVE' && member?.status === 'ACTIVE' && enterprise.data?.status === 'ACTIVE'
  const permissions = new Set<string>(canOperate && role ? role.permissions : [])
  for (const id of user.data?.platformPermissions ?? [])
    if (user.data?.status === 'ACTIVE') permissions.add(id)
  return { permissions, roleName: role?.name ?? '', canOperate }
}

/** The caller's enterprise; `access` is what `permissionsOf` answered for this request (the guard has it). */
export async function getEnterpriseInfo(
  ctx: AppContext,
  input: { userId: string; enterpriseId: string; access: { roleName: string; canOperate: boolean } },
): Promise<EnterpriseInfo> {
  const { access } = input
  const [{ data: enterprise }, { data: user }] = await Promise.all([
    ctx.entities.enterprise.get({ enterpriseId: input.enterpriseId }).go(),
    ctx.entities.user.get({ userId: input.userId }).go(),
  ])
  if (!enterprise || !user) throw AppError.notFound('This enterprise no longer exists')
  return {
    enterpriseId: enterprise.enterpriseId,
    name: enterprise.name,
    status: enterprise.status,
    canOperate: access.canOperate,
    roleName: access.roleName,
    user: { userId: user.userId, email: user.email, firstName: user.firstName, lastName: user.lastName },
  }
}

/** The enterprise's members, for the team screens (and, now, the Member_View check). */
export async function listMembers(ctx: AppContext, input: { enterpriseId: string }) {
  const { data } = await ctx.entities.membership.query.byEnterprise({ enterpriseId: input.enterpriseId }).go({
    pages: 'all',
  })
  const users = await Promise.all(data.map((m) => ctx.entities.user.get({ userId: m.userId }).go()))
  return data.flatMap((m, i) => {
    const user = users[i]?.data
    if (!user) return []
    return [
      {
        userId: user.userId,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        status: m.status,
        roleId: m.roleId,
        joinedAt: m.joinedAt,
      },
    ]
  })
}

export async function createRole(
  ctx: AppContext,
  input: { enterpriseId: string; name: string; permissions: readonly string[] },
): Promise<{ roleId: string }> {
  const roleId = ulid(ctx.now())
  await ctx.entities.role
    .create({
      enterpriseId: input.enterpriseId,
      roleId,
      name: input.name,
      permissions: [...input.permissions],
    })
    .go()
  return { roleId }
}

export async function setMemberRole(
  ctx: AppContext,
  input: { enterpriseId: string; userId: string; roleId: string },
) {
  await ctx.entities.membership
    .patch({ enterpriseId: input.enterpriseId, userId: input.userId })
    .set({ roleId: input.roleId })
    .go()
}
