import { RequestHeader } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AppError } from '../app-error.ts'
import type { SignedInActor } from '../domain/actor.ts'
import { authenticate } from '../domain/auth/sessions.ts'
import { permissionsOf } from '../domain/enterprises.ts'
import type { ApiEnv } from './request-context.ts'

/**
 * Every authenticated route declares the permission ids of which the caller needs one (none: any signed-in
 * user). The token is taken from the `token` header only: a cross-site form cannot set it, which is what
 * protects these routes against CSRF, whatever cookies the browser sends along.
 */
export function guard(ids: readonly string[] = []) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const ctx = c.var.ctx
    const session = await authenticate(ctx, c.req.header(RequestHeader.token))
    // A user who may no longer operate holds no enterprise ids, so every permission-bearing route refuses
    // them, while the ones without ids (enterprise info, logout) still answer and let the client sign out.
    const { permissions, roleName, canOperate } = await permissionsOf(ctx, session)
    if (ids.length > 0 && !ids.some((id) => permissions.has(id))) {
      throw new AppError(ErrorCode.PERMISSION_DENIED)
    }
    c.set('actor', { ...session, permissions, access: { roleName, canOperate } })
    c.var.logger.appendKeys({ userId: session.userId, enterpriseId: session.enterpriseId })
    await next()
  })
}

/** The signed-in caller of a guarded route. */
export function actorOf(c: Context<ApiEnv>): SignedInActor {
  const actor = c.var.actor
  if (!actor) throw new AppError(ErrorCode.SESSION_INVALID)
  return actor
}
