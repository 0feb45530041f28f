import type { Server } from 'node:http'

/**
 * How long the console keeps a connection open between two requests. Node closes it after 5 s by default,
 * and a client that keeps connections alive (Playwright's request context, the SDKs, scripts) and sends its
 * next request just as the server closes the connection reads ECONNRESET: a whole e2e run lost a test to it
 * (fleet.spec's `postApi` after a pause of about five seconds in the browser). A minute is longer than any
 * pause in a test or a script; shutdown still closes idle connections at once (main.ts).
 */
export const IDLE_CONNECTION_MS = 60_000

/** Keeps idle connections open for IDLE_CONNECTION_MS (the headers' limit above it, as Node wants). */
export function keepIdleConnections<T extends Server>(server: T): T {
  server.keepAliveTimeout = IDLE_CONNECTION_MS
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000
  return server
}
