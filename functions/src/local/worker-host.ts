import { Worker } from 'node:worker_threads'
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda'
import type { Config } from '../config.ts'

export type WorkerRequest = { id: number; handler: 'work' | 'deadLetter'; event: SQSEvent }
export type WorkerReply = { id: number; response?: SQSBatchResponse; error?: string }

export type WorkerHost = {
  /** A handler for a poller: sends the event to the worker thread and resolves with its answer. */
  handler(name: WorkerRequest['handler']): (event: SQSEvent) => Promise<SQSBatchResponse>
  stop(): Promise<void>
}

/**
 * The thread's entry is TypeScript, like everything `npm start` runs through tsx; a thread does not
 * inherit the loader the main thread was started with, so it registers tsx before importing its entry.
 */
const BOOTSTRAP = new URL(
  `data:text/javascript,${encodeURIComponent(
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}
register()
await import(${JSON.stringify(new URL('./worker-thread.ts', import.meta.url).href)})`,
  )}`,
)
const RESPAWN_DELAY_MS = 1_000

type Pending = { resolve(response: SQSBatchResponse): void; reject(error: Error): void }

/**
 * Starts the worker thread (worker-thread.ts) and hands it the pollers' events. If the thread dies (a
 * job exhausted its heap), the events it held fail, as a Lambda invocation that crashed does: their
 * messages come back after the visibility timeout. A new thread takes over; the API never stopped.
 */
export function startWorkerHost(config: Config, log: (message: string) => void = console.error): WorkerHost {
  const pending = new Map<number, Pending>()
  let nextId = 0
  let stopping = false
  let worker = spawn()

  function spawn(): Worker {
    const thread = new Worker(BOOTSTRAP, { workerData: config })
    thread.on('message', (reply: WorkerReply) => {
      const waiting = pending.get(reply.id)
      pending.delete(reply.id)
      if (reply.response !== undefined) waiting?.resolve(reply.response)
      else waiting?.reject(new Error(reply.error ?? 'The worker thread failed'))
    })
    thread.on('error', (error) => log(`The worker thread failed: ${error.message}`))
    thread.on('exit', (code) => {
      for (const waiting of pending.values()) waiting.reject(new Error(`The worker thread exited (${code})`))
      pending.clear()
      if (!stopping) {
        log(`The worker thread exited with code ${code}; starting a new one`)
        // Not at once: a thread that cannot start would otherwise spin.
        setTimeout(() => {
          if (!stopping) worker = spawn()
        }, RESPAWN_DELAY_MS).unref()
      }
    })
    return thread
  }

  return {
    handler: (name) => (event) =>
      new Promise<SQSBatchResponse>((resolve, reject) => {
        const id = nextId++
        pending.set(id, { resolve, reject })
        worker.postMessage({ id, handler: name, event } satisfies WorkerRequest)
      }),
    async stop() {
      stopping = true
      await worker.terminate()
    },
  }
}
