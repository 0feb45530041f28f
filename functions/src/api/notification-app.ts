import type { AppContext } from '../context.ts'
import { baseApp } from './base-app.ts'
import { es2plusRoutes } from './routes/es2plus.ts'

/**
 * The SM-DP+'s notifications alone (ES2+ HandleDownloadProgressInfo), as the function behind the gateway
 * domain with mutual TLS: a caller that passed that gateway reaches this route and nothing else, and the
 * function carries none of the console's other routes.
 */
export function createNotificationApp(ctx: AppContext) {
  return baseApp(ctx).route(es2plusRoutes.prefix, es2plusRoutes.router)
}
