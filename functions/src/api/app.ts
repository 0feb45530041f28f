import { OpenAPIHono } from '@hono/zod-openapi'
import { ErrorCode } from '@simlessly/shared/errors'
import { HTTPException } from 'hono/http-exception'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'
import { createDocsRoutes } from './docs.ts'
import { fail } from './envelope.ts'
import { OPENAPI_INFO } from './openapi.ts'
import { type ApiEnv, requestContext } from './request-context.ts'
import { accountRoutes } from './routes/account.ts'
import { configRoutes } from './routes/config.ts'
import { fleetRoutes } from './routes/fleet.ts'
import { generateRoutes } from './routes/generate.ts'
import { notificationRoutes } from './routes/notifications.ts'
import { operationRoutes } from './routes/operations.ts'
import { platformRoutes } from './routes/platform.ts'
import { qrStyleRoutes } from './routes/qr-style.ts'
import { sessionRoutes } from './routes/session.ts'
import { securityHeaders } from './security-headers.ts'

/**
 * The API: one Hono app, mounted under /api. Each resource is a router of its own; this file only
 * wires them, the envelope for errors, and the OpenAPI document built from the same schemas.
 */
export function createApp(ctx: AppContext) {
  const app = new OpenAPIHono<ApiEnv>().basePath('/api')
  app.use(requestContext(ctx), securityHeaders())

  app.route('/v1/platform', platformRoutes)
  app.route('/v1/user', accountRoutes)
  app.route('/v1', sessionRoutes)
  app.route('/v1/config', configRoutes)
  app.route('/v1', generateRoutes)
  app.route('/v1', qrStyleRoutes)
  app.route('/v1', fleetRoutes)
  app.route('/v1', operationRoutes)
  // ES2+ notifications from the SM-DP+: under the API base, where SGP.22 puts them (<base>/gsma/rsp2/...).
  app.route('/', notificationRoutes)

  app.openAPIRegistry.registerComponent('securitySchemes', 'token', {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: 'The session token that sign-in returns (also in the `simlessly_token` cookie)',
  })
  app.openAPIRegistry.registerComponent('securitySchemes', 'notificationSecret', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Notification-Secret',
    description: "The SM-DP+'s shared secret (SMDP_NOTIFICATION_SECRET), with mutual TLS in production",
  })

  app.doc31('/openapi.json', OPENAPI_INFO)
  app.route('/docs', createDocsRoutes())

  app.notFound((c) => {
    const error = AppError.notFound(`No API route answers ${c.req.method} ${c.req.path}`)
    return c.json(fail(error), 404)
  })

  app.onError((err, c) => {
    const error = toAppError(err)
    if (error.code === ErrorCode.INTERNAL) {
      // Logged once: on the request's logger (it carries the request id) when the request got that far.
      const logger = c.var.logger ?? ctx.logger
      logger.error('unhandled error', err)
    }
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
  return new AppError(ErrorCode.INTERNAL)
}
