import { type Context, Hono } from 'hono'
import { securityHeaders } from '../api/security-headers.ts'
import { createDeviceToolRoutes, type DeviceSimulatorTarget } from './device-tool.ts'
import { createCheckoutRoutes } from './payment-sandbox/checkout-page.ts'
import type { PaymentSandbox } from './payment-sandbox/server.ts'
import { createMailRoutes, type MailSink } from './smtp-sink.ts'
import { serveSpa } from './static-site.ts'

/** Anything with a fetch handler: the API is a Hono app with its own base path, middleware and 404. */
type FetchApp = { fetch: (request: Request, env?: unknown) => Response | Promise<Response> }

export type ConsoleAppOptions = {
  api: FetchApp
  /** The Vite build output (web/dist). */
  distDir: string
  /** Local mode only: the SMTP sink's pages under /dev. */
  mailSink?: Pick<MailSink, 'list'> | undefined
  /** Local mode only: the SM-DP+ simulator whose device /dev/device drives. */
  deviceSimulator?: DeviceSimulatorTarget | undefined
  /** Local mode only: the payment sandbox whose hosted checkout /dev/checkout shows. */
  paymentSandbox?: PaymentSandbox | undefined
  /** Where the page uploads batch files (the local bucket's origin), allowed by its Content-Security-Policy. */
  uploadOrigin?: string | undefined
}

/**
 * The one HTTP server of `npm start`, shaped like production (CloudFront in front of the static site
 * and the API on one domain): /api to the API app, /dev to the local tools, the rest from web/dist,
 * and index.html for any other page so that client-side routes survive a reload.
 */
export function createConsoleApp(options: ConsoleAppOptions): Hono {
  const app = new Hono()
  const hardening = securityHeaders(options.uploadOrigin ? [options.uploadOrigin] : [])
  app.use('*', async (c, next) => {
    // The API sets its own headers; everything else (the SPA, its assets, the /dev pages) gets them here.
    if (/^\/api(\/|$)/.test(c.req.path)) return next()
    return hardening(c, next)
  })
  if (options.mailSink) app.route('/dev', createMailRoutes(options.mailSink))
  if (options.deviceSimulator) app.route('/dev', createDeviceToolRoutes(options.deviceSimulator))
  if (options.paymentSandbox) app.route('/dev', createCheckoutRoutes(options.paymentSandbox))

  // Handing the raw request over keeps the API's middleware and not-found envelope to /api alone, and
  // passing env on keeps the Node bindings that connection info (client address) comes from.
  const toApi = (c: Context) => options.api.fetch(c.req.raw, c.env)
  app.all('/api', toApi)
  app.all('/api/*', toApi)

  // The built SPA: precompressed files negotiated, the stacks' cache policy, index.html for client routes.
  app.get('*', serveSpa(options.distDir))
  return app
}
