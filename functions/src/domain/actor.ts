import type { PermissionId } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'

/**
 * Who acts, one of four kinds. The API's guard builds the first three from the request; a scheduled or
 * queued job names itself. Every tenant's read and write is scoped by the actor's enterprise.
 */
export type Actor = MemberActor | ApiKeyActor | PlatformAdminActor | SystemActor
export type ActorKind = Actor['kind']

/** A member signed in with a session, and what their role lets them do in the current enterprise. */
export type MemberActor = {
  kind: 'member'
  enterpriseId: string
  userId: string
  sessionId: string
  permissions: ReadonlySet<PermissionId>
  /**
   * The role's name and the operating check, from the same lookup as the permissions; with the enterprise's
   * `teamVersion` read then (0: never changed; absent: not read), which says whether a team kept is current.
   */
  access: { roleName: string; canOperate: boolean; teamVersion?: number }
}

/**
 * A request signed with an API key: the key's ids, as far as its creator still holds them. The key acts
 * for its creator (`createdBy`, whom records that keep a user name), and is named in audit entries.
 */
export type ApiKeyActor = {
  kind: 'apiKey'
  enterpriseId: string
  accessKey: string
  keyName: string
  createdBy: string
  permissions: ReadonlySet<PermissionId>
}

/** A platform operator on a platform route (orders of every client, the plan catalogue). */
export type PlatformAdminActor = {
  kind: 'platformAdmin'
  userId: string
  sessionId: string
  /** How the admin is named in the audit log. */
  email: string
  permissions: ReadonlySet<PermissionId>
}

/**
 * A scheduled or queued job doing what a member started (a campaign's steps): it acts in that enterprise
 * for that member, and names itself in the logs.
 */
export type SystemActor = {
  kind: 'system'
  enterpriseId: string
  /** The member the work is done for. */
  onBehalfOf: string
  /** How the logs name it, e.g. `Campaign "Spring" (Jane Doe)`. */
  name: string
}

/** An actor inside one enterprise: everything but the platform admin. */
export type TenantActor = MemberActor | ApiKeyActor | SystemActor
/** A caller of the API in one enterprise: a member, or an API key where the endpoint is open to keys. */
export type TenantCaller = MemberActor | ApiKeyActor
/** A caller of the API who holds permission ids. */
export type CallerActor = MemberActor | ApiKeyActor | PlatformAdminActor

const KIND_NAMES: Record<ActorKind, string> = {
  member: 'a signed-in member',
  apiKey: 'an API key',
  platformAdmin: 'a platform admin',
  system: 'a system job',
}

/**
 * Narrows an actor to the kinds a command runs for; any other kind is refused (403) with a message saying
 * who may do it.
 */
export function requireKind<K extends ActorKind>(actor: Actor, ...kinds: K[]): Extract<Actor, { kind: K }> {
  if ((kinds as ActorKind[]).includes(actor.kind)) return actor as Extract<Actor, { kind: K }>
  throw new AppError(
    ErrorCode.PERMISSION_DENIED,
    `Only ${kinds.map((kind) => KIND_NAMES[kind]).join(' or ')} can do this`,
  )
}

/**
 * Whether the caller holds an element-level id. The guard checked the route's own ids; an action inside it
 * that changes, costs or reveals more is checked here, by the domain function that does it.
 */
export function holds(actor: CallerActor, id: PermissionId): boolean {
  return actor.permissions.has(id)
}

/** Refuses (403) a caller who lacks an element-level id. */
export function requirePermission(actor: CallerActor, id: PermissionId): void {
  if (!holds(actor, id)) throw new AppError(ErrorCode.PERMISSION_DENIED)
}

/** The member whose name records of the actor's work keep (an API key's or a job's is the one it acts for). */
export function userIdOf(actor: TenantActor): string {
  switch (actor.kind) {
    case 'member':
      return actor.userId
    case 'apiKey':
      return actor.createdBy
    case 'system':
      return actor.onBehalfOf
  }
}

/** The enterprise and the member a tenant actor's records are kept under. */
export function tenantOf(actor: TenantActor): { enterpriseId: string; userId: string } {
  return { enterpriseId: actor.enterpriseId, userId: userIdOf(actor) }
}

/** How an audit entry names who did it: the member, the API key, the admin's email or the job. */
export async function nameOf(ctx: AppContext, actor: Actor): Promise<string> {
  switch (actor.kind) {
    case 'member':
      return actorName(ctx, actor.userId)
    case 'apiKey':
      return `API key "${actor.keyName}"`
    case 'platformAdmin':
      return actor.email
    case 'system':
      return actor.name
  }
}

/** A name for who did something: the user's full name, or their email. */
export function displayName(
  user: { firstName: string; lastName: string; email: string } | null | undefined,
): string {
  if (!user) return 'A former member'
  return `${user.firstName} ${user.lastName}`.trim() || user.email
}

export async function actorName(ctx: AppContext, userId: string): Promise<string> {
  const { data } = await ctx.entities.user.get({ userId }).go()
  return displayName(data)
}

/** The display names of several users at once (one batch read), by user id; a missing one is a former member. */
export async function actorNames(
  ctx: AppContext,
  userIds: Iterable<string>,
): Promise<(userId: string) => string> {
  const ids = [...new Set(userIds)]
  const { data } = ids.length
    ? await ctx.entities.user.get(ids.map((userId) => ({ userId }))).go()
    : { data: [] }
  const names = new Map(data.map((user) => [user.userId, displayName(user)]))
  return (userId) => names.get(userId) ?? displayName(null)
}
