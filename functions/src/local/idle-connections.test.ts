import { createServer } from 'node:http'
import { expect, it } from 'vitest'
import { IDLE_CONNECTION_MS, keepIdleConnections } from './idle-connections.ts'

// Node closes a kept-alive connection once it has been idle for `keepAliveTimeout` (5 s by default); what
// this holds is that the console's server asks for longer than any pause in a test or a script, with the
// headers' limit above it as Node requires. (Waiting out the default on a real socket takes 5-8 s of the
// clock, which a test here does not spend; main.ts's `listen` is what applies it.)
it('keeps an idle connection open for a minute, past Node’s 5 s default, with the headers’ limit above it', () => {
  const server = createServer()
  expect(server.keepAliveTimeout).toBeLessThan(IDLE_CONNECTION_MS)
  keepIdleConnections(server)
  expect(server.keepAliveTimeout).toBe(60_000)
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
})
