import { lookup } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress, parseIp } from '@simlessly/shared'

/**
 * Sends webhook deliveries: one POST, answered within a timeout, of which only the status and the start of
 * the body are kept. In production a receiver may not be on a private, loopback or link-local address (the
 * console's own network); the address is checked where the connection is made, so a name that resolves
 * differently the second time cannot slip past.
 */
export type WebhookSender = {
  /** Where `url` would be sent, or why it may not be: a message for the person who entered it. */
  checkDestination(url: string): Promise<string | undefined>
  send(request: WebhookRequest): Promise<WebhookAnswer>
  /** Closes the kept-alive connections. */
  close(): void
}

export type WebhookRequest = {
  url: string
  headers: Record<string, string>
  body: string
  timeoutMs: number
  excerptChars: number
}

/** The receiver's status (null when none came) and the start of its answer or what went wrong. */
export type WebhookAnswer = { statusCode: number | null; durationMs: number; excerpt: string }

/**
 * Whether an address is private, loopback, link-local or otherwise not on the public internet, in any of
 * its forms: an IPv6 address that embeds or translates to a private IPv4 one (NAT64, 6to4, Teredo, the
 * IPv4-compatible and mapped forms) is private too. Anything that is not an address is.
 */
export function isPrivateAddress(address: string): boolean {
  const parsed = parseIp(address)
  return parsed === undefined || !isPublicAddress(parsed)
}

const PRIVATE_MESSAGE =
  'This URL points to a private, loopback or link-local address; use an address reachable on the internet'

function unbracketed(hostname: string): string {
  return hostname.startsWith('[') ? hostname.slice(1, -1) : hostname
}

/** dns.lookup, refusing private addresses, for the connection itself. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: false }, (error, address, family) => {
    if (error) return callback(error, '', 0)
    if (isPrivateAddress(address)) {
      return callback(Object.assign(new Error(PRIVATE_MESSAGE), { code: 'EPRIVATE' }), '', 0)
    }
    callback(null, address, family)
  })
}

export function createWebhookSender(options: { allowPrivateAddresses: boolean }): WebhookSender {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  }
  return {
    async checkDestination(url) {
      if (options.allowPrivateAddresses) return undefined
      const host = unbracketed(new URL(url).hostname)
      if (isIP(host)) return isPrivateAddress(host) ? PRIVATE_MESSAGE : undefined
      const addresses = await new Promise<string[]>((resolve) =>
        lookup(host, { all: true }, (error, found) => resolve(error ? [] : found.map((a) => a.address))),
      )
      if (addresses.length === 0) return `The name ${host} does not resolve; check the URL`
      return addresses.some(isPrivateAddress) ? PRIVATE_MESSAGE : undefined
    },

    close() {
      agents['http:'].destroy()
      agents['https:'].destroy()
    },

    send(request) {
      const started = performance.now()
      const elapsed = () => Math.round(performance.now() - started)
      const attempt = (retry: boolean): Promise<WebhookAnswer> =>
        new Promise<WebhookAnswer>((resolve) => {
          const url = new URL(request.url)
          const literal = unbracketed(url.hostname)
          if (!options.allowPrivateAddresses && isIP(literal) && isPrivateAddress(literal)) {
            resolve({ statusCode: null, durationMs: 0, excerpt: PRIVATE_MESSAGE })
            return
          }
          const protocol = url.protocol === 'https:' ? https : http
          const req = protocol.request(
            url,
            {
              method: 'POST',
              agent: agents[url.protocol === 'https:' ? 'https:' : 'http:'],
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(request.body),
                'user-agent': 'Simlessly-Webhooks/1',
              },
              signal: AbortSignal.timeout(request.timeoutMs),
              ...(!options.allowPrivateAddresses && { lookup: publicLookup }),
            },
            (res) => {
              let excerpt = ''
              res.setEncoding('utf8')
              res.on('data', (chunk: string) => {
                if (excerpt.length < request.excerptChars) excerpt += chunk
              })
              const done = () =>
                resolve({
                  statusCode: res.statusCode ?? null,
                  durationMs: elapsed(),
                  excerpt: excerpt.slice(0, request.excerptChars),
                })
              res.on('end', done)
              res.on('error', done)
            },
          )
          req.on('error', (error: NodeJS.ErrnoException) => {
            // A kept-alive connection the receiver closed as this request went out (its idle timeout, 5 s
            // on Node's servers) fails before any answer: sent again once on a new connection, as Node's
            // documentation of `reusedSocket` advises. A receiver may see it twice: a delivery keeps its id.
            if (retry && req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
              resolve(attempt(false))
              return
            }
            const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError'
            resolve({
              statusCode: null,
              durationMs: elapsed(),
              excerpt: timedOut
                ? `No answer within ${request.timeoutMs / 1000} s`
                : error.code === 'EPRIVATE'
                  ? error.message
                  : `Could not connect: ${error.code ?? error.message}`,
            })
          })
          req.end(request.body)
        })
      return attempt(true)
    },
  }
}
