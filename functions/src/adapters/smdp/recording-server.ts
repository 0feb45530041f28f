import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: unknown
}
export type Reply = { status: number; body?: unknown; raw?: string } | 'hang' | 'reset'

/**
 * A tiny HTTP server for adapter tests: records every request and answers from a script of replies (the
 * last one repeats). Not an SM-DP+: the simulator is the real counterpart; this one misbehaves on purpose.
 */
export async function startRecordingServer(script: Reply[] | ((request: RecordedRequest) => Reply)) {
  const requests: RecordedRequest[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString()
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: parse(text),
      }
      requests.push(recorded)
      const reply =
        typeof script === 'function' ? script(recorded) : (script[requests.length - 1] ?? script.at(-1))
      if (reply === undefined || reply === 'hang') return
      if (reply === 'reset') return req.socket.destroy()
      const body = reply.raw ?? JSON.stringify(reply.body ?? {})
      res.writeHead(reply.status, {
        'Content-Type': 'application/json',
        'X-Admin-Protocol': 'gsma/rsp/v2.1.0',
      })
      res.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** An ES2+ answer with the given execution status and fields. */
export function es2Answer(status: string, fields: object = {}, statusCodeData?: object) {
  return {
    status: 200,
    body: {
      header: { functionExecutionStatus: { status, ...(statusCodeData && { statusCodeData }) } },
      ...fields,
    },
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
