import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

export type Received = {
  id: string
  headers: IncomingHttpHeaders
  body: string
  /** Whether the signature verified with the receiver's secret, by the standardwebhooks library. */
  verified: boolean
  answered: number
}

/**
 * A webhook receiver on loopback, as an integrator would write one: it verifies each request with the
 * Standard Webhooks library and the endpoint's secret, then answers what the test asks (`answer`), 401 for
 * a signature that does not verify.
 */
export async function startReceiver() {
  const received: Received[] = []
  const state = {
    secrets: [] as string[],
    answer: (_request: Omit<Received, 'answered'>): number => 200,
  }
  const server: Server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      const headers = req.headers
      const verified = state.secrets.some((secret) => {
        try {
          new Webhook(secret).verify(body, headers as Record<string, string>)
          return true
        } catch {
          return false
        }
      })
      const request = { id: String(headers['webhook-id']), headers, body, verified }
      const answered = verified ? state.answer(request) : 401
      received.push({ ...request, answered })
      res.statusCode = answered
      res.end(answered < 300 ? 'thanks' : `refused ${answered}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  return {
    url,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>
