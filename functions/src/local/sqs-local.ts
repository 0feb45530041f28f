import type { AddressInfo } from 'node:net'
import { createSqsServer } from 'local-aws-sqs'
import { assertPortFree, LOOPBACK } from './free-port.ts'

export type SqsLocalOptions = {
  /** 0 picks a free port. */
  port: number
  /** Only shapes the queue ARNs; matching the clients' region keeps ARNs the same as in AWS. */
  region?: string
}

export type SqsLocal = { endpoint: string; stop(): Promise<void> }

/**
 * local-aws-sqs in this process: the JSON protocol of the current SDK, visibility timeouts and redrive
 * to a dead-letter queue. Queues and messages live in memory only, so they start empty on every run.
 */
export async function startSqsLocal(options: SqsLocalOptions): Promise<SqsLocal> {
  // createSqsServer never rejects: a taken port surfaces as an uncaught 'error' event instead.
  if (options.port !== 0) await assertPortFree(options.port, 'SQS_PORT')
  const server = await createSqsServer({
    port: options.port,
    hostname: LOOPBACK,
    ...(options.region && { region: options.region }),
  })
  const { port } = server.address() as AddressInfo

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      // A long-polling ReceiveMessage would otherwise hold close() open for its whole wait.
      server.closeAllConnections()
    })
    return stopping
  }
  return { endpoint: `http://${LOOPBACK}:${port}`, stop }
}
