import { readFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'

export type TlsFiles = {
  certFile?: string | undefined
  keyFile?: string | undefined
  caFile?: string | undefined
  /** PEM text of the client certificate, its key and the CAs, instead of their files. */
  cert?: string | undefined
  key?: string | undefined
  ca?: string | undefined
}

export type TransportOptions = {
  baseUrl: string
  timeoutMs: number
  maxConnections: number
  tls?: TlsFiles | undefined
}

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** No answer at all: the connection failed, broke, or the timeout passed. Always worth a retry. */
export class TransportError extends Error {
  override name = 'TransportError'
  constructor(
    message: string,
    readonly timedOut: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

export type JsonTransport = {
  post(path: string, body: unknown, headers: Record<string, string>): Promise<HttpAnswer>
  close(): void
}

// Answers are a few hundred bytes; a limit keeps a misbehaving server from filling the worker's memory.
const MAX_ANSWER_BYTES = 1_048_576

/**
 * JSON over HTTP(S) with a keep-alive pool: a batch makes tens of thousands of calls, and a fresh TLS
 * handshake per call would cost more than the call. node:https rather than fetch, because its Agent takes
 * the client certificate, key and CA of mutual TLS without an extra dependency.
 */
export function createJsonTransport(options: TransportOptions): JsonTransport {
  const base = new URL(options.baseUrl)
  const secure = base.protocol === 'https:'
  const agentOptions = { keepAlive: true, maxSockets: options.maxConnections, scheduling: 'lifo' as const }
  const agent = secure
    ? new https.Agent({ ...agentOptions, ...readTls(options.tls) })
    : new http.Agent(agentOptions)
  const request = secure ? https.request : http.request
  const prefix = base.pathname.replace(/\/$/, '')
  const slots = slotLimit(options.maxConnections)

  return {
    post(path, body, headers) {
      const payload = Buffer.from(JSON.stringify(body))
      return slots(
        () =>
          new Promise<HttpAnswer>((resolve, reject) => {
            const req = request(
              {
                agent,
                protocol: base.protocol,
                hostname: base.hostname,
                port: base.port,
                path: `${prefix}${path}`,
                method: 'POST',
                headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length, ...headers },
              },
              (res) => {
                const chunks: Buffer[] = []
                let size = 0
                res.on('data', (chunk: Buffer) => {
                  size += chunk.length
                  if (size > MAX_ANSWER_BYTES)
                    req.destroy(new TransportError('The answer is too large', false))
                  else chunks.push(chunk)
                })
                res.on('end', () => {
                  clearTimeout(timer)
                  resolve({
                    status: res.statusCode ?? 0,
                    headers: res.headers,
                    body: Buffer.concat(chunks).toString(),
                  })
                })
                res.on('error', fail)
              },
            )
            const timer = setTimeout(() => {
              req.destroy(new TransportError(`No answer within ${options.timeoutMs} ms`, true))
            }, options.timeoutMs)
            function fail(error: Error) {
              clearTimeout(timer)
              reject(
                error instanceof TransportError
                  ? error
                  : new TransportError(error.message, false, { cause: error }),
              )
            }
            req.on('error', fail)
            req.end(payload)
          }),
      )
    },
    close() {
      agent.destroy()
    },
  }
}

/**
 * At most `size` calls in flight, the rest waiting in order: every caller of the process (every chunk, the
 * API's single ACs) shares the kept-alive connections, and a call's timeout starts when it is sent rather
 * than while it waits for a connection.
 */
export function slotLimit(size: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await work()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

/** Reads the PEM files once, at start, unless given as text; their contents are never logged. */
function readTls(tls: TlsFiles | undefined): https.AgentOptions {
  if (!tls) return {}
  const read = (file: string | undefined) => (file ? readFileSync(file) : undefined)
  const files = {
    cert: tls.cert ?? read(tls.certFile),
    key: tls.key ?? read(tls.keyFile),
    ca: tls.ca ?? read(tls.caFile),
  }
  return Object.fromEntries(Object.entries(files).filter(([, value]) => value !== undefined))
}

/** An answer's body as JSON, or undefined when it is not JSON (the caller's schema then says what is wrong). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
