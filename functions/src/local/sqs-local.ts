import type { AddressInfo } from 'node:net'
import { createSqsServer } from 'local-aws-sqs'
import { assertPortFree, LOOPBACK } from './free-port.ts'

export type SqsLocalOptions = {
  /** 0 picks a free port. */
  port: number
  /** Only shapes the queue ARNs; matching the clients' region keeps ARNs the same as in AWS. */
  region?: string
}

export type SqsLocal = {
  endpoint: string
  /**
   * Calls `listener` each time a message has been sent or made visible again (SendMessage,
   * SendMessageBatch, ChangeMessageVisibility), once the stand-in has answered, so the message is there
   * to receive: the local pollers wait on this instead of polling an idle queue. Answers the unsubscribe.
   */
  onSend(listener: () => void): () => void
  stop(): Promise<void>
}

/** The JSON protocol's actions after which a receive can find a message it could not before. */
const MAKES_VISIBLE =
  /^AmazonSQS\.(SendMessage|SendMessageBatch|ChangeMessageVisibility|ChangeMessageVisibilityBatch)$/

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
  const listeners = new Set<() => void>()
  server.on('request', (request, response) => {
    if (!MAKES_VISIBLE.test(String(request.headers['x-amz-target']))) return
    response.once('finish', () => {
      for (const listener of listeners) listener()
    })
  })
  const onSend = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      // A long-polling ReceiveMessage would otherwise hold close() open for its whole wait.
      server.closeAllConnections()
    })
    return stopping
  }
  return { endpoint: `http://${LOOPBACK}:${port}`, onSend, stop }
}
