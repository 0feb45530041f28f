import { OpenAPIHono } from '@hono/zod-openapi'
import { API_BASE_PATH, DEFAULT_CACHE_CONTROL } from '@simlessly/shared'
import { PUBLIC_API_PATH } from '@simlessly/shared/api-examples'
import { ErrorCode } from '@simlessly/shared/errors'
import { HTTPException } from 'hono/http-exception'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'
import { createDocsRoutes } from './docs.ts'
import { fail } from './envelope.ts'
import { OPENAPI_INFO } from './openapi.ts'
import { createPublicApiRoutes } from './public-api.ts'
import { type ApiEnv, requestContext } from './request-context.ts'
import { resourceRoutes } from './routes/index.ts'
import { securityHeaders } from './security-headers.ts'

/**
 * The API: one Hono app, mounted under /api. Each resource is a router of its own, built from the
 * endpoint table in shared/; this file only wires them, the envelope for errors, and the OpenAPI documents
 * (the console's, and the public API's of the routes an API key may call).
 */
export function createApp(ctx: AppContext) {
  const app = new OpenAPIHono<ApiEnv>().basePath('/api')
  app.use(requestContext(ctx), securityHeaders(), async (c, next) => {
    await next()
    // Errors, the 404 envelope and the OpenAPI document too; an endpoint that may be cached says so itself.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', DEFAULT_CACHE_CONTROL)
  })

  // Each resource's router at its own prefix; every route in them comes from the endpoint table.
  for (const { prefix, router } of resourceRoutes) app.route(prefix, router)

  app.openAPIRegistry.registerComponent('securitySchemes', 'token', {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: 'The session token that sign-in returns (also in the `simlessly_token` cookie)',
  })
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'AccessKey',
    description:
      'An API key (Developer settings), with the Timestamp (ms), RequestID (a new UUID) and Signature headers: ' +
      'the upper-case hex HMAC-SHA256, keyed by the secret, of the method, path, timestamp, request id, ' +
      'access key and raw body, one per line',
  })
  app.openAPIRegistry.registerComponent('securitySchemes', 'notificationSecret', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Notification-Secret',
    description: "The SM-DP+'s shared secret (SMDP_NOTIFICATION_SECRET), with mutual TLS in production",
  })

  app.doc31('/openapi.json', OPENAPI_INFO)
  app.route(
    '/docs',
    createDocsRoutes({
      path: `${API_BASE_PATH}/docs`,
      documentUrl: `${API_BASE_PATH}/openapi.json`,
      title: 'API docs - Simlessly',
      tryItOut: true,
    }),
  )
  // The public API's own document and docs: the endpoints an API key may call, and how to sign.
  app.route(
    PUBLIC_API_PATH.slice(API_BASE_PATH.length),
    createPublicApiRoutes(app.openAPIRegistry, ctx.config.apiKeyRate),
  )

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

export type ApiApp = ReturnType<typeof createApp>

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
