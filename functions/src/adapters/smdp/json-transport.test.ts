import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJsonTransport } from './json-transport.ts'

/** A server that holds every request until told to answer, counting those it holds at once. */
let server: http.Server
let held: (() => void)[] = []
let most = 0
let arrived: () => void = () => {}
beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume()
    held.push(() => res.end('{}'))
    most = Math.max(most, held.length)
    arrived()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the SM-DP+ JSON transport', () => {
  it('sends at most maxConnections calls at once, the others when a connection is free, each timed from when it is sent', async () => {
    const { port } = server.address() as AddressInfo
    // Each call is answered 2 s after it arrives: within its 3 s, but not if the wait for a connection
    // counted, as the third group of three calls waits 4 s.
    const timeoutMs = 3_000
    const transport = createJsonTransport({
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs,
      maxConnections: 3,
    })
    arrived = () => {
      const answer = held.at(-1)
      setTimeout(() => {
        held = held.filter((h) => h !== answer)
        answer?.()
      }, 2_000)
    }
    const answers = await Promise.all(Array.from({ length: 8 }, () => transport.post('/x', {}, {})))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(most).toBe(3)
    transport.close()
  }, 30_000)
})
