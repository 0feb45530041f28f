import {
  ALL_PERMISSION_IDS,
  type EnterpriseInfo,
  FREE_TRIAL_DAYS,
  isSystemRoleId,
  OWNER_ROLE_ID,
  type PermissionId,
  SYSTEM_ROLES,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'
import type { CallerRecords } from '../entities/caller-reads.ts'
import { committed } from '../entities/transaction.ts'
import type { MemberActor } from './actor.ts'
import { getPlan } from './billing/catalogue.ts'
import { syncClient } from './billing/client-index.ts'
import { CLIENT_COUNTERS } from './counter.ts'
import { countEnterprise, statWrites } from './stat/record.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A new tenant: the enterprise and the founder's membership with the Owner role, with a 15-day free trial
 * (with the features of the catalogue's trial plan as it is now; `trialDays` long when given) unless
 * `withTrial` is false, written in one transaction so a half-made enterprise cannot exist. A trial given marks its owner's `trialUsedAt` in the
 * same transaction, on condition that it was unset, so the trial stays once per person however many
 * enterprises are made at once (an owner with no user record, as some tests make, is not marked). With
 * `createdBefore` (the owner's `enterprisesCreated` as read when the caller decided), the creation commits
 * only if that number did not move meanwhile, and moves it.
 */
export async function createEnterprise(
  ctx: AppContext,
  input: {
    name: string
    ownerUserId: string
    enterpriseId?: string
    withTrial?: boolean
    /** The trial's length, when not the usual 15 days (an invitation link's preset). */
    trialDays?: number
    createdBefore?: { count: number | undefined }
  },
): Promise<{ enterpriseId: string }> {
  const now = ctx.now()
  const enterpriseId = input.enterpriseId ?? ulid(now)
  const withTrial = input.withTrial ?? true
  const [owner, trialPlan] = withTrial
    ? await Promise.all([
        ctx.entities.user.get({ userId: input.ownerUserId }).go(),
        getPlan(ctx, 'DEFAULT'),
      ]).then(([user, plan]) => [user.data, plan] as const)
    : [null, null]
  await committed(
    ctx.entities.service.transaction
      .write((entities) => [
        ...statWrites(entities, [{ code: 'x', at: now, enterpriseId }]),
        entities.enterprise
          .create({ enterpriseId, name: input.name, ownerUserId: input.ownerUserId, status: 'ACTIVE' })
          .commit(),
        entities.membership
          .create({
            enterpriseId,
            userId: input.ownerUserId,
            roleId: OWNER_ROLE_ID,
            status: 'ACTIVE',
            joinedAt: now,
          })
          .commit(),
        // The founder is its one active member (the admin's client list counts them from here on).
        entities.counter.put({ enterpriseId, name: CLIENT_COUNTERS.members, count: 1 }).commit(),
        ...(trialPlan
          ? [
              entities.subscription
                .create({
                  enterpriseId,
                  subscriptionId: ulid(now),
                  plan: 'DEFAULT',
                  freeTrial: true,
                  status: 'ACTIVE',
                  // What the trial plan of the catalogue includes as it is now (an admin's edit applies to
                  // trials started after it): EID push, the developer API and the rest refuse a period whose
                  // `features` lack them.
                  features: [...trialPlan.features],
                  startedAt: now,
                  endsAt: now + (input.trialDays ?? FREE_TRIAL_DAYS) * DAY_MS,
                })
                .commit(),
            ]
          : []),
        ...ownerWrites(entities.user, {
          userId: input.ownerUserId,
          markTrial: owner !== null,
          now,
          ...input,
        }),
      ])
      .go(),
  )
  // The platform's counts and the admin's client list follow the creation (both idempotent to repair).
  await Promise.all([countEnterprise(ctx), syncClient(ctx, enterpriseId)])
  return { enterpriseId }
}

type UserWriter = Parameters<
  Parameters<AppContext['entities']['service']['transaction']['write']>[0]
>[0]['user']

/** The owner's side of a creation: the trial marked as used, the count of creations moved (each conditional). */
function ownerWrites(
  user: UserWriter,
  input: { userId: string; markTrial: boolean; now: number; createdBefore?: { count: number | undefined } },
) {
  const { markTrial, createdBefore } = input
  if (!markTrial && !createdBefore) return []
  const set = {
    ...(markTrial && { trialUsedAt: input.now }),
    ...(createdBefore && { enterprisesCreated: (createdBefore.count ?? 0) + 1 }),
  }
  return [
    user
      .patch({ userId: input.userId })
      .set(set)
      .where(({ trialUsedAt, enterprisesCreated }, { notExists, eq }) => {
        const conditions = markTrial ? [notExists(trialUsedAt)] : []
        if (createdBefore) {
          const { count } = createdBefore
          conditions.push(count === undefined ? notExists(enterprisesCreated) : eq(enterprisesCreated, count))
        }
        return conditions.join(' AND ')
      })
      .commit(),
  ]
}

/**
 * The system roles (Owner, Admin, Developer, Viewer) are not stored: their ids come from the console's
 * definition as it is now, so an id added later reaches them on their next request with no migration. An
 * Owner role stored by earlier versions (`system`) counts as the Owner role.
 */
const ownerRole = { name: SYSTEM_ROLES.OWNER.name, permissions: SYSTEM_ROLES.OWNER.permissions, system: true }

export type ResolvedRole = {
  roleId: string
  name: string
  permissions: readonly string[]
  /** Not stored by this enterprise: Owner, Admin, Developer, Viewer (or a stored Owner of earlier versions). */
  system: boolean
  /** The Owner role, of which an enterprise keeps at least one active member. */
  owner: boolean
}

/** A role from its id and, for a custom one, its record (absent: no such role). */
export function resolveRole(
  roleId: string,
  stored:
    | { roleId: string; name: string; permissions: readonly string[]; system?: boolean }
    | null
    | undefined,
): ResolvedRole | null {
  if (isSystemRoleId(roleId)) {
    const role = SYSTEM_ROLES[roleId]
    return {
      roleId,
      name: role.name,
      permissions: role.permissions,
      system: true,
      owner: roleId === OWNER_ROLE_ID,
    }
  }
  if (!stored) return null
  // A stored Owner role of an earlier version is the Owner role.
  if (stored.system) return { ...ownerRole, roleId: stored.roleId, owner: true }
  return {
    roleId: stored.roleId,
    name: stored.name,
    permissions: stored.permissions,
    system: false,
    owner: false,
  }
}

/**
 * A membership's role where the enterprise's `teamVersion` was just read: a custom role as this process
 * keeps it while that version stands (`callerReads.role`), else read again.
 */
export async function keptRoleOf(
  ctx: AppContext,
  member: { enterpriseId: string; roleId: string },
  teamVersion: number | undefined,
): Promise<ResolvedRole | null> {
  if (isSystemRoleId(member.roleId)) return resolveRole(member.roleId, null)
  const { enterpriseId, roleId } = member
  return resolveRole(roleId, await ctx.entities.callerReads.role({ enterpriseId, roleId, teamVersion }))
}

const KNOWN_IDS: ReadonlySet<string> = new Set(ALL_PERMISSION_IDS)
const isPermissionId = (id: string): id is PermissionId => KNOWN_IDS.has(id)

/** What a caller may do in an enterprise, as the guard and the API keys' check see it. */
export type CallerAccess = {
  permissions: Set<PermissionId>
  roleName: string
  canOperate: boolean
  email: string
  /** The enterprise is suspended by the platform (read from the same enterprise record as the rest). */
  suspended: boolean
}

/**
 * Refuses (403, ENTERPRISE_SUSPENDED) any operation in an enterprise the platform suspended. The guard and
 * the API key's check call it with what {@link permissionsOf} read, so every route of a tenant passes here.
 */
export function requireNotSuspended(access: { suspended: boolean }): void {
  if (access.suspended) throw new AppError(ErrorCode.ENTERPRISE_SUSPENDED)
}

/** Whether the platform suspended an enterprise: its queued and scheduled work stops (the worker asks). */
export async function isSuspended(ctx: AppContext, enterpriseId: string): Promise<boolean> {
  const { data } = await ctx.entities.enterprise.get({ enterpriseId }).go()
  return data?.status === 'SUSPENDED'
}

/**
 * What a signed-in user may do in an enterprise: the role's ids plus the user's platform (Admin_*) ids
 * (a stored id the console no longer knows grants nothing), and the user's email for the audit log. Reads
 * the user, the membership and the enterprise in one request (see `accessFrom`).
 */
export async function permissionsOf(
  ctx: AppContext,
  input: { userId: string; enterpriseId: string },
): Promise<CallerAccess> {
  return accessFrom(ctx, await ctx.entities.callerReads.read(input))
}

/**
 * `permissionsOf` on records just read together: the user, their membership and the enterprise, whose
 * `teamVersion` says whether the role this process keeps is still the stored one (`callerReads.role`).
 * The user, the member and the enterprise must all be active for the role's ids to count.
 */
export async function accessFrom(
  ctx: AppContext,
  records: Pick<CallerRecords, 'user' | 'membership' | 'enterprise'>,
): Promise<CallerAccess> {
  const { user, membership: member, enterprise } = records
  const role = member ? await keptRoleOf(ctx, member, enterprise?.teamVersion) : null
  // A suspended enterprise's members still operate as far as the session goes: they keep their screens and
  // menu, and every operation is refused by `requireNotSuspended` with a message saying why and whom to ask.
  const canOperate = user?.status === 'ACTIVE' && member?.status === 'ACTIVE' && Boolean(enterprise)
  const permissions = new Set((canOperate && role ? role.permissions : []).filter(isPermissionId))
  for (const id of user?.platformPermissions ?? [])
    if (user?.status === 'ACTIVE' && isPermissionId(id)) permissions.add(id)
  return {
    permissions,
    roleName: role?.name ?? '',
    canOperate,
    email: user?.email ?? '',
    suspended: enterprise?.status === 'SUSPENDED',
  }
}

/** The caller's enterprise; `access` is what `permissionsOf` answered for this request (the guard has it). */
export async function getEnterpriseInfo(ctx: AppContext, actor: MemberActor): Promise<EnterpriseInfo> {
  const { access } = actor
  const [{ data: enterprise }, { data: user }] = await Promise.all([
    ctx.entities.enterprise.get({ enterpriseId: actor.enterpriseId }).go(),
    ctx.entities.user.get({ userId: actor.userId }).go(),
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
