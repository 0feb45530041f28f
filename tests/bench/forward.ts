import { type Agent, type IncomingHttpHeaders, request } from 'node:http'

/** An upstream's answer, whole. */
export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * Sends a request on to `upstream` as a proxy in a bench received it (its Host and length set for the
 * upstream), and resolves with the whole answer.
 */
export function forwarder(upstream: URL, agent?: Agent) {
  return (method: string, path: string, headers: IncomingHttpHeaders, body: Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const out = request(
        {
          agent,
          host: upstream.hostname,
          port: upstream.port,
          method,
          path,
          headers: { ...headers, host: upstream.host, 'content-length': String(body.length) },
        },
        (answer) => {
          const parts: Buffer[] = []
          answer.on('data', (chunk: Buffer) => parts.push(chunk))
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(parts),
            }),
          )
        },
      )
      out.on('error', reject)
      out.end(body)
    })
}
