import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { createWebhookSender } from './webhook-sender.ts'

/**
 * The check where the connection is made: with private URLs off, no request leaves for an address that is
 * not public, whatever form the URL gives it (an endpoint saved before a form was known to be private is
 * caught here), nor for a name that resolves to one.
 */
const sender = createWebhookSender({ allowPrivateAddresses: false })
afterAll(() => sender.close())

const request = (url: string) => ({
  url,
  headers: { 'webhook-id': 'msg_test' },
  body: '{}',
  timeoutMs: 2_000,
  excerptChars: 200,
})

/** IPv6 forms of loopback, link-local and private IPv4, and private IPv6 ranges. */
const PRIVATE_IPV6_FORMS = [
  '[64:ff9b::a9fe:a9fe]',
  '[64:ff9b::7f00:1]',
  '[64:ff9b:1::7f00:1]',
  '[2002:7f00:1::]',
  '[2001::7f00:1]',
  '[::7f00:1]',
  '[::127.0.0.1]',
  '[::ffff:0:7f00:1]',
  '[fec0::1]',
  '[100::1]',
]

describe('the webhook sender with private URLs off', () => {
  it('sends nothing to an IPv6 form of a private or loopback address', async () => {
    for (const host of PRIVATE_IPV6_FORMS) {
      const answer = await sender.send(request(`http://${host}:9/hooks`))
      expect([host, answer]).toEqual([
        host,
        {
          statusCode: null,
          durationMs: 0,
          excerpt: expect.stringMatching(/private, loopback or link-local/),
        },
      ])
      expect([host, await sender.checkDestination(`http://${host}/hooks`)]).toEqual([
        host,
        expect.stringMatching(/private, loopback or link-local/),
      ])
    }
  })

  it('refuses a name that resolves to a loopback address when connecting', async () => {
    let received = 0
    const server = createServer((_req, res) => {
      received++
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const answer = await sender.send(request(`http://localhost:${port}/hooks`))
      expect(answer).toMatchObject({ statusCode: null, excerpt: expect.stringMatching(/private, loopback/) })
      expect(received).toBe(0)
    } finally {
      server.close()
    }
  })
})

describe('the webhook sender on kept-alive connections', () => {
  it('sends again on a new connection when the receiver closed the kept one as the request went out', async () => {
    const local = createWebhookSender({ allowPrivateAddresses: true })
    // Each connection answers its first request and drops the next one unanswered, as a receiver whose
    // idle timeout ends just as a kept-alive connection is used again.
    const served = new WeakMap<object, number>()
    const server = createServer((req, res) => {
      const count = (served.get(req.socket) ?? 0) + 1
      served.set(req.socket, count)
      if (count > 1) req.socket.destroy()
      else res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const url = `http://127.0.0.1:${port}/hooks`
      expect(await local.send(request(url))).toMatchObject({ statusCode: 200, excerpt: 'ok' })
      expect(await local.send(request(url))).toMatchObject({ statusCode: 200, excerpt: 'ok' })
    } finally {
      local.close()
      server.close()
    }
  })
})
