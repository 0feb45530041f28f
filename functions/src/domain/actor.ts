import type { PermissionId } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'

/** Who acts: a member and the enterprise they act in. Every tenant's read and write is scoped by it. */
export type Actor = { enterpriseId: string; userId: string }

/**
 * A signed-in caller, as the API's guard builds it from the session: who acts, in which session, and what
 * their role lets them do in the current enterprise.
 */
export type SignedInActor = Actor & {
  sessionId: string
  permissions: ReadonlySet<string>
  /** The role's name and the operating check, from the same lookup as the permissions. */
  access: { roleName: string; canOperate: boolean }
}

/**
 * Whether the caller holds an element-level id. The guard checked the route's own ids; an action inside it
 * that changes, costs or reveals more is checked here, by the domain function that does it.
 */
export function holds(actor: SignedInActor, id: PermissionId): boolean {
  return actor.permissions.has(id)
}

/** Refuses (403) a caller who lacks an element-level id. */
export function requirePermission(actor: SignedInActor, id: PermissionId): void {
  if (!holds(actor, id)) throw new AppError(ErrorCode.PERMISSION_DENIED)
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
