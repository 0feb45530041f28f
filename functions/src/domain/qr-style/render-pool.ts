import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { QrStyle } from '@simlessly/shared'
import { recordStage, timedSync } from '../../adapters/stage-timings.ts'
import { renderThreadBundle } from './render-bundle.ts'
import type { RenderAnswer, RenderJob } from './render-thread.ts'
import { RENDER_THREAD, type RenderThreadData, renderZip } from './render-thread.ts'

/**
 * Draws chunks' QR pictures in a pool of worker threads, so the thread that waits on ES2+ and DynamoDB
 * keeps serving other chunks' answers while 250 codes are drawn. One chunk is one job: the thread answers
 * with the chunk's part ZIP (its buffer transferred, not copied). `threads` 0 draws in the calling thread
 * (the fallback; RENDER_THREADS=0). Threads are made on first use, or all at once by `warm()` when the
 * worker starts. A thread keeps the process alive while it holds a job, and not while it is idle (unref'd
 * after its listeners are attached: a 'message' listener refs a worker's port again, which kept every
 * process that had drawn a chunk alive, such as the Vitest process running the test jobs).
 *
 * The thread's file sits beside this one: `render-thread.ts`, bundled at its first thread by
 * `render-bundle.ts` when run from the sources (through tsx if that fails), or `render-thread.mjs`, the
 * bundle `npm run build:lambda` writes beside the worker's `index.mjs`.
 */
export type RenderPool = {
  zip(style: QrStyle | undefined, pictures: [name: string, ac: string][]): Promise<Uint8Array>
  /**
   * Starts every thread and has each draw one code (its modules loaded and compiled, the default style's
   * renderer made), so the first chunk does not wait for that: a thread boots in about a second here.
   */
  warm(): Promise<void>
  /** The threads running now. */
  readonly started: number
}

/** What a warming thread draws: any AC does. */
const WARM_AC = '1$SMDP.EXAMPLE.COM$WARM-UP'

type Pending = { resolve: (zip: Uint8Array) => void; reject: (error: Error) => void; warm?: boolean }
type Lane = { worker: Worker; pending: Map<number, Pending> }

function startThread(workerData: RenderThreadData): Worker {
  const fromSources = import.meta.url.endsWith('.ts')
  if (!fromSources) return new Worker(new URL('./render-thread.mjs', import.meta.url), { workerData })
  // From the sources: the thread's module bundled once per process (no tsx loader thread in it), or
  // without esbuild through tsx's loader (the parent's `--import` is not enough in Node 20).
  const bundle = renderThreadBundle()
  if (bundle) return new Worker(pathToFileURL(bundle), { workerData })
  const tsx = pathToFileURL(tsxEsmApi()).href
  const file = new URL('./render-thread.ts', import.meta.url).href
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}) })`
  return new Worker(boot, { eval: true, workerData })
}

/** tsx's ESM register API, as its package exports it to `import` (require.resolve gives the CommonJS one). */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url)
  const manifest = require.resolve('tsx/package.json')
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> }
  return path.join(path.dirname(manifest), exports['./esm/api']?.import.default ?? '')
}

export function createRenderPool(threads: number, timingsFile?: string): RenderPool {
  const lanes: Lane[] = []
  let next = 0
  let ids = 0
  let threadsMade = 0
  const startLane = (): Lane => {
    const worker = startThread({ ...RENDER_THREAD, index: threadsMade++, timingsFile })
    const made: Lane = { worker, pending: new Map() }
    worker.on('message', (answer: RenderAnswer) => {
      const waiting = made.pending.get(answer.id)
      made.pending.delete(answer.id)
      if (made.pending.size === 0) worker.unref()
      if ('error' in answer) return waiting?.reject(new Error(answer.error))
      // A warming draw is no chunk's: the 'render' stage counts the chunks' pictures only.
      if (!waiting?.warm)
        recordStage(timingsFile, 'render', { cpuMs: answer.cpuMs, wallMs: answer.wallMs, calls: 1 })
      waiting?.resolve(answer.zip)
    })
    // A thread that dies fails what it held; the next job starts a new one in its place.
    const fail = (error: Error) => {
      const at = lanes.indexOf(made)
      if (at >= 0) lanes.splice(at, 1)
      for (const waiting of made.pending.values()) waiting.reject(error)
      made.pending.clear()
      worker.unref()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`A render thread stopped (exit code ${code})`)))
    worker.unref()
    lanes.push(made)
    return made
  }
  const send = (chosen: Lane, job: Omit<RenderJob, 'id'>, warm = false) => {
    const id = ++ids
    return new Promise<Uint8Array>((resolve, reject) => {
      chosen.worker.ref()
      chosen.pending.set(id, { resolve, reject, warm })
      chosen.worker.postMessage({ id, ...job } satisfies RenderJob)
    })
  }
  const lane = (): Lane => {
    if (lanes.length < threads) return startLane()
    // The lane with fewest chunks waiting, the round robin breaking ties.
    next = (next + 1) % lanes.length
    const ordered = [...lanes.slice(next), ...lanes.slice(0, next)]
    return ordered.reduce((best, l) => (l.pending.size < best.pending.size ? l : best))
  }
  return {
    async zip(style, pictures) {
      if (threads === 0 || pictures.length === 0)
        return timedSync(timingsFile, 'render', () => renderZip({ style, pictures }))
      return send(lane(), { style, pictures })
    },
    async warm() {
      const starting = Array.from({ length: Math.max(0, threads - lanes.length) }, startLane)
      await Promise.all(
        starting.map((l) => send(l, { style: undefined, pictures: [['warm.png', WARM_AC]] }, true)),
      )
    },
    get started() {
      return lanes.length
    },
  }
}

const pools = new Map<string, RenderPool>()

/** The process's pool for `threads` threads (one per setting, made once). */
export function renderPoolOf(threads: number, timingsFile?: string): RenderPool {
  const key = `${threads}|${timingsFile ?? ''}`
  const pool = pools.get(key) ?? createRenderPool(threads, timingsFile)
  pools.set(key, pool)
  return pool
}
