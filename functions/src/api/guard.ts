import {
  ADMIN_PERMISSION_IDS,
  type PermissionId,
  RequestHeader,
  SIGNED_REQUEST_HEADERS,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AppError } from '../app-error.ts'
import type { CallerActor } from '../domain/actor.ts'
import { authenticateSigned } from '../domain/api-key/signed-request.ts'
import { authenticate } from '../domain/auth/sessions.ts'
import { accessFrom, requireNotSuspended } from '../domain/enterprise.ts'
import { clientAddress } from './client-address.ts'
import type { ApiEnv } from './request-context.ts'

const PLATFORM_IDS: ReadonlySet<PermissionId> = new Set(ADMIN_PERMISSION_IDS)

/** A platform route: every id it accepts is a platform admin's, so its caller acts as one. */
export const isPlatformRoute = (ids: readonly PermissionId[]) =>
  ids.length > 0 && ids.every((id) => PLATFORM_IDS.has(id))

/**
 * Every authenticated route declares the permission ids of which the caller needs one (none: any signed-in
 * user). The token is taken from the `token` header only: a cross-site form cannot set it, which is what
 * protects these routes against CSRF, whatever cookies the browser sends along. The caller acts as a
 * platform admin on a platform route, else as a member of the session's enterprise.
 */
export function guard(ids: readonly PermissionId[] = []) {
  const platform = isPlatformRoute(ids)
  return createMiddleware<ApiEnv>(async (c, next) => {
    const ctx = c.var.ctx
    const { session, records } = await authenticate(ctx, c.req.header(RequestHeader.token))
    // A user who may no longer operate holds no enterprise ids, so every permission-bearing route refuses
    // them, while the ones without ids (enterprise info, logout) still answer and let the client sign out.
    const access = await accessFrom(ctx, records)
    const { permissions, roleName, canOperate, email } = access
    // A suspended enterprise's members still sign in and read who they are (routes without ids), but every
    // operation in it is refused with a message saying so; platform routes are the admin's, not the tenant's.
    if (ids.length > 0 && !platform) requireNotSuspended(access)
    if (ids.length > 0 && !ids.some((id) => permissions.has(id))) {
      throw new AppError(ErrorCode.PERMISSION_DENIED)
    }
    const { userId, sessionId, enterpriseId } = session
    const teamVersion = records.enterprise?.teamVersion ?? 0
    c.set(
      'actor',
      platform
        ? { kind: 'platformAdmin', userId, sessionId, email, permissions }
        : {
            kind: 'member',
            enterpriseId,
            userId,
            sessionId,
            permissions,
            access: { roleName, canOperate, teamVersion },
          },
    )
    c.var.logger.appendKeys({ userId, enterpriseId })
    await next()
  })
}

/**
 * The guard of an endpoint of the public API: a request carrying an AccessKey is checked as signed with
 * that API key (the key's ids stand for a role's, and a key lacking the route's ids is told so); any other
 * is a member's, checked by {@link guard}.
 */
export function keyOrSessionGuard(ids: readonly PermissionId[] = []) {
  const sessionGuard = guard(ids)
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (c.req.header(SIGNED_REQUEST_HEADERS.accessKey) === undefined) return sessionGuard(c, next)
    const url = new URL(c.req.url)
    const actor = await authenticateSigned(c.var.ctx, {
      method: c.req.method,
      path: url.pathname + url.search,
      header: (name) => c.req.header(name),
      // Bounded: the body checks ran first on these routes. Hono keeps the bytes, and the validator reads
      // the JSON or the form from them.
      body: async () => new Uint8Array(await c.req.arrayBuffer()),
      clientIp: clientAddress(c),
    })
    if (ids.length > 0 && !ids.some((id) => actor.permissions.has(id))) {
      throw new AppError(ErrorCode.KEY_NOT_GRANTED)
    }
    c.set('actor', actor)
    c.var.logger.appendKeys({ enterpriseId: actor.enterpriseId, accessKey: actor.accessKey })
    await next()
  })
}

/** The caller of a guarded route. */
export function actorOf(c: Context<ApiEnv>): CallerActor {
  const actor = c.var.actor
  if (!actor) throw new AppError(ErrorCode.SESSION_INVALID)
  return actor
}
