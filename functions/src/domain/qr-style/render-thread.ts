import { parentPort, workerData } from 'node:worker_threads'
import type { QrStyle } from '@simlessly/shared'
import { zipSync } from 'fflate'
import { sampleHeapPeaks } from '../../adapters/heap-peaks.ts'
import { threadCpuMs } from '../../adapters/stage-timings.ts'
import { qrRenderer } from './styles.ts'

/**
 * A thread of the render pool (`render-pool.ts`): draws a chunk's QR pictures and zips them (stored, no
 * compression: PNGs are compressed already), off the thread that waits on ES2+ and DynamoDB. The
 * renderer (the style parsed, its logo decoded) is kept per style, so a batch's chunks parse it once.
 */
export type RenderJob = { id: number; style: QrStyle | undefined; pictures: [name: string, ac: string][] }
export type RenderAnswer =
  | { id: number; zip: Uint8Array; cpuMs: number; wallMs: number }
  | { id: number; error: string }

/** The workerData that marks a thread of the pool (a test runner's own threads have a parentPort too). */
export const RENDER_THREAD = { renderThread: true } as const
/** What the pool hands its threads: the mark, the thread's number and where bench:generate wants heap peaks. */
export type RenderThreadData = typeof RENDER_THREAD & { index: number; timingsFile?: string | undefined }

const KEPT_STYLES = 8
const renderers = new Map<string, ReturnType<typeof qrRenderer>>()

/** The renderer of a style, kept (a few styles) so that its parse and its logo's decoding are done once. */
export function keptRenderer(style: QrStyle | undefined) {
  const key = JSON.stringify(style ?? null)
  const kept = renderers.get(key)
  if (kept) return kept
  const made = qrRenderer(style)
  if (renderers.size >= KEPT_STYLES) renderers.delete(renderers.keys().next().value ?? '')
  renderers.set(key, made)
  return made
}

/** The part ZIP of a chunk's pictures, named as given. */
export function renderZip(job: Omit<RenderJob, 'id'>): Uint8Array {
  const render = keptRenderer(job.style)
  const files: Record<string, Uint8Array> = {}
  for (const [name, ac] of job.pictures) files[name] = render(ac)
  return zipSync(files, { level: 0 })
}

const data = workerData as RenderThreadData | null
const port = data?.renderThread ? parentPort : null
if (port) sampleHeapPeaks(data?.timingsFile, `render-${data?.index ?? 0}`)
port?.on('message', (job: RenderJob) => {
  const [cpu, wall] = [threadCpuMs(), performance.now()]
  try {
    const zip = renderZip(job)
    const answer: RenderAnswer = {
      id: job.id,
      zip,
      cpuMs: threadCpuMs() - cpu,
      wallMs: performance.now() - wall,
    }
    port?.postMessage(answer, [zip.buffer as ArrayBuffer])
  } catch (error) {
    port?.postMessage({ id: job.id, error: (error as Error).message } satisfies RenderAnswer)
  }
})
