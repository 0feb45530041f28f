import { API_BASE_PATH } from '@simlessly/shared'
import { PUBLIC_API_PATH } from '@simlessly/shared/api-examples'
import { ConfigError } from '../config.ts'
import type { AppContext } from '../context.ts'
import { baseApp } from './base-app.ts'
import { edgeGuard } from './client-address.ts'
import { createDocsRoutes } from './docs.ts'
import { OPENAPI_INFO } from './openapi.ts'
import { createPublicApiRoutes } from './public-api.ts'
import { resourceRoutes } from './routes/index.ts'

/**
 * The API: one Hono app, mounted under /api. Each resource is a router of its own, built from the
 * endpoint table in shared/; this file only wires them, the envelope for errors, and the OpenAPI documents
 * (the console's, and the public API's of the routes an API key may call).
 */
export function createApp(ctx: AppContext) {
  const app = baseApp(ctx)
  // A deployed stage's API is reached through its CloudFront router alone (README, Deploy).
  if (ctx.config.mode === 'aws') {
    const secret = ctx.config.originVerifySecret
    if (!secret) throw new ConfigError('Invalid configuration: ORIGIN_VERIFY_SECRET is required for the API')
    app.use(edgeGuard(secret))
  }
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
  app.openAPIRegistry.registerComponent('securitySchemes', 'bipMac', {
    type: 'apiKey',
    in: 'header',
    name: 'Bip-Mac',
    description: "A card's check-in: the upper-case hex HMAC-SHA256 of the raw body under the card's BIP key",
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
  return app
}

export type ApiApp = ReturnType<typeof createApp>
