import { Agent, createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { forwarder } from './forward.ts'

/**
 * A pass-through proxy in front of DynamoDB Local for bench:generate: while recording, it keeps every
 * request (its action, its body, when it started and ended), so the bench can count the pipeline's reads
 * and writes per row and replay its writes alone (`dynamodb-floor.ts`). It parses nothing on the way:
 * bodies are kept as they came and read after the run. Replays go through it too, so both pay one hop.
 */
export type RecordedRequest = {
  action: string
  body: Buffer
  headers: IncomingHttpHeaders
  startedMs: number
  endedMs: number
  status: number
}

export async function startDynamoDbRecorder(target: string) {
  const upstream = new URL(target)
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  let recording = false
  let recorded: RecordedRequest[] = []
  const forward = forwarder(upstream, agent)

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const startedMs = performance.now()
      forward(String(req.method), String(req.url), req.headers, body).then(
        (answer) => {
          if (recording) {
            const target = String(req.headers['x-amz-target'] ?? '')
            recorded.push({
              action: target.split('.')[1] ?? target,
              body,
              headers: req.headers,
              startedMs,
              endedMs: performance.now(),
              status: answer.status,
            })
          }
          res.writeHead(answer.status, answer.headers)
          res.end(answer.body)
        },
        (error: Error) => {
          res.writeHead(502)
          res.end(error.message)
        },
      )
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    start() {
      recorded = []
      recording = true
    },
    /** Stops recording and answers what was recorded since start(). */
    stop(): RecordedRequest[] {
      recording = false
      return recorded
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
export type DynamoDbRecorder = Awaited<ReturnType<typeof startDynamoDbRecorder>>
