import { parentPort, workerData } from 'node:worker_threads'
import type { SQSEvent } from 'aws-lambda'
import { sampleHeapPeaks } from '../adapters/heap-peaks.ts'
import type { Config } from '../config.ts'
import { createContext } from '../context.ts'
import { warmRenderPool } from '../domain/generation/chunks.ts'
import { createDeadLetterHandler } from '../worker/dead-letter.ts'
import { createWorkerHandler } from '../worker/handler.ts'
import type { WorkerReply, WorkerRequest } from './worker-host.ts'

/**
 * The worker of `npm start`, in a thread of its own as it is a Lambda of its own in AWS: it runs the
 * production handlers on the events the main thread's pollers receive, on its own context (clients,
 * connections, heap), so a batch being worked on never holds up the API's event loop.
 */
const ctx = createContext(workerData as Config)
const handlers = { work: createWorkerHandler(ctx), deadLetter: createDeadLetterHandler(ctx) }
warmRenderPool(ctx)
sampleHeapPeaks(ctx.config.stageTimingsFile, 'worker')

parentPort?.on('message', (request: WorkerRequest) => {
  handlers[request.handler](request.event as SQSEvent).then(
    (response) => parentPort?.postMessage({ id: request.id, response } satisfies WorkerReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies WorkerReply),
  )
})
