import { createHash, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import { ErrorCode } from '@simlessly/shared/errors'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { AppError } from '../app-error.ts'
import { EDGE_HEADERS } from '../resources.ts'
import type { ApiEnv } from './request-context.ts'

/** The bindings a request arrives with: an HTTP API's Lambda event, or Node's incoming message locally. */
const lambdaBindings = z.object({
  requestContext: z.object({ http: z.object({ sourceIp: z.string().min(1) }) }),
})
const nodeBindings = z.object({
  incoming: z.object({ socket: z.object({ remoteAddress: z.string().min(1) }) }),
})

/** IPv4 mapped into IPv6 written as plain IPv4, so one client has one address. */
const plain = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

/**
 * The address the request came from: the viewer's, when the request proved it came through the console's
 * router (`edgeGuard`); else the transport's (never a header a client could write), or undefined when
 * the request came with no connection at all (`app.request()` in tests).
 */
export function clientAddress(c: Context<ApiEnv>): string | undefined {
  const viewer = c.get('viewerAddress')
  if (viewer) return viewer
  const lambda = lambdaBindings.safeParse(c.env)
  const node = lambda.success ? undefined : nodeBindings.safeParse(c.env)
  const address = lambda.success
    ? lambda.data.requestContext.http.sourceIp
    : node?.success
      ? node.data.incoming.socket.remoteAddress
      : undefined
  return address === undefined ? undefined : plain(address)
}

/**
 * The viewer's address in CloudFront-Viewer-Address, which always ends in the viewer's source port:
 * `198.51.100.10:46532`, or `2001:db8::1:46532` for IPv6 (no brackets, the port after the last colon).
 * Anything else is no address.
 */
export function parseViewerAddress(value: string | undefined): string | undefined {
  const match = /^(.+):(\d{1,5})$/.exec(value?.trim() ?? '')
  const address = match?.[1]
  if (!address || isIP(address) === 0) return undefined
  return plain(address.toLowerCase())
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * On a deployed stage, the API answers only requests that came through the stage's CloudFront router: the
 * router adds the origin secret (EDGE_HEADERS.originVerify), compared here in constant time; anyone
 * calling the HTTP API's own address lacks it and gets 403. Such a request's viewer address
 * (CloudFront-Viewer-Address, which CloudFront adds) then becomes the client's address, for throttles,
 * API keys' allowed ranges and the audit; without one, the transport's address stays.
 */
export function edgeGuard(secret: string) {
  const expected = digest(secret)
  return createMiddleware<ApiEnv>(async (c, next) => {
    const offered = c.req.header(EDGE_HEADERS.originVerify)
    if (offered === undefined || !timingSafeEqual(digest(offered), expected))
      throw new AppError(ErrorCode.ORIGIN_NOT_VERIFIED)
    const viewer = parseViewerAddress(c.req.header(EDGE_HEADERS.viewerAddress))
    if (viewer) c.set('viewerAddress', viewer)
    await next()
  })
}
