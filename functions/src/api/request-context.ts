import { RequestHeader } from '@simlessly/shared'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { type RequestLogger, requestLogger } from '../adapters/logger.ts'
import type { AppContext } from '../context.ts'
import type { CallerActor } from '../domain/actor.ts'
import { linkBaseOf } from './request-origin.ts'

export type ApiEnv = {
  Variables: {
    ctx: AppContext
    requestId: string
    logger: RequestLogger
    timezone: string | undefined
    /** Set by `guard()` on authenticated routes. */
    actor?: CallerActor
    /** The viewer's address as the console's router reported it (`edgeGuard`, deployed stages only). */
    viewerAddress?: string
  }
}

const uuid = z.uuid()
const timezone = z.string().regex(/^[A-Za-z_+\-0-9/]{1,64}$/)

/**
 * Gives every request its id (the client's `request-id` header when it is a UUID, else a new one), a
 * logger that writes that id on every line, the context whose links lead where the person is (see
 * `linkBaseOf`), and one access-log line when the response is ready.
 */
export function requestContext(ctx: AppContext) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const started = performance.now()
    const offered = uuid.safeParse(c.req.header(RequestHeader.requestId))
    const requestId = offered.success ? offered.data : crypto.randomUUID()
    const logger = requestLogger(ctx.logger, { requestId })
    const zone = timezone.safeParse(c.req.header(RequestHeader.timezone))
    const publicUrl = linkBaseOf(ctx.config, { origin: c.req.header('origin'), host: c.req.header('host') })
    c.set('ctx', publicUrl === ctx.publicUrl ? ctx : { ...ctx, publicUrl })
    c.set('requestId', requestId)
    c.set('logger', logger)
    c.set('timezone', zone.success ? zone.data : undefined)
    c.header(RequestHeader.requestId, requestId)
    await next()
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  })
}
