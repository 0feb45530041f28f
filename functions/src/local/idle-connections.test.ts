import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { keepIdleConnections } from './idle-connections.ts'

let server: Server
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

beforeAll(async () => {
  server = keepIdleConnections(createServer((_request, response) => response.end('ok')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  agent.destroy()
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
})

/** A GET through the keep-alive agent: whether it went out on a connection kept from before. */
function get(): Promise<boolean> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(sent.reusedSocket))
    })
    sent.on('error', reject)
    sent.end()
  })
}

it('keeps a connection open past Node’s 5 s default, so a client coming back after a pause reuses it', async () => {
  expect(await get()).toBe(false)
  // Node's default keepAliveTimeout (5 s) closes the connection during this pause (by 8 s: the server
  // checks its idle connections every so often, so 5.5 s was not always enough to see it).
  await new Promise((resolve) => setTimeout(resolve, 8_000))
  expect(await get()).toBe(true)
}, 20_000)
