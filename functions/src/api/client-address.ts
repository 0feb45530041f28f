import type { Context } from 'hono'
import { z } from 'zod'

/** The bindings a request arrives with: an HTTP API's Lambda event, or Node's incoming message locally. */
const lambdaBindings = z.object({
  requestContext: z.object({ http: z.object({ sourceIp: z.string().min(1) }) }),
})
const nodeBindings = z.object({
  incoming: z.object({ socket: z.object({ remoteAddress: z.string().min(1) }) }),
})

/**
 * The address the request came from, as the transport saw it (never a header a client could write), or
 * undefined when the request came with no connection at all (`app.request()` in tests). IPv4 mapped into
 * IPv6 is written as plain IPv4, so one client has one address.
 */
export function clientAddress(c: Context): string | undefined {
  const lambda = lambdaBindings.safeParse(c.env)
  const node = lambda.success ? undefined : nodeBindings.safeParse(c.env)
  const address = lambda.success
    ? lambda.data.requestContext.http.sourceIp
    : node?.success
      ? node.data.incoming.socket.remoteAddress
      : undefined
  return address?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')
}
