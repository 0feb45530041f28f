import { OpenAPIHono } from '@hono/zod-openapi'
import { DEFAULT_CACHE_CONTROL } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { HTTPException } from 'hono/http-exception'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'
import { fail } from './envelope.ts'
import { type ApiEnv, requestContext } from './request-context.ts'
import { securityHeaders } from './security-headers.ts'

/**
 * What every app of the API has, whatever routes it then mounts (the console's API, or the SM-DP+'s
 * notifications alone): under /api, the request context, security headers, and the envelope for errors
 * and for a route that does not exist.
 */
export function baseApp(ctx: AppContext) {
  const app = new OpenAPIHono<ApiEnv>().basePath('/api')
  app.use(requestContext(ctx), securityHeaders(), async (c, next) => {
    await next()
    // Errors, the 404 envelope and the OpenAPI document too; an endpoint that may be cached says so itself.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', DEFAULT_CACHE_CONTROL)
  })

  app.notFound((c) => {
    const error = AppError.notFound(`No API route answers ${c.req.method} ${c.req.path}`)
    return c.json(fail(error), 404)
  })

  app.onError((err, c) => {
    const error = toAppError(err)
    // Logged once: on the request's logger (it carries the request id) when the request got that far.
    const logger = c.var.logger ?? ctx.logger
    if (error.code === ErrorCode.INTERNAL) logger.error('unhandled error', err)
    // The client's mistake, not ours: its code and message are enough, no stack trace.
    else if (error.status < 500) logger.info('client error', { code: error.code, msg: error.message })
    if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds))
    return c.json(fail(error), error.status)
  })

  return app
}

function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err
  if (err instanceof HTTPException && err.status === 400) {
    return new AppError(ErrorCode.VALIDATION_FAILED, 'The request body could not be read; send valid JSON')
  }
  if (err instanceof HTTPException && err.status === 404) return AppError.notFound()
  // implement() checks both before any validator; these come from a check it does not know of.
  if (err instanceof HTTPException && err.status === 413) return new AppError(ErrorCode.PAYLOAD_TOO_LARGE)
  if (err instanceof HTTPException && err.status === 415)
    return new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE)
  return new AppError(ErrorCode.INTERNAL)
}
