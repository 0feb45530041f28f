import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'

/**
 * The peak V8 heap of a thread, for `npm run bench:generate`: one process holds the API thread (under
 * `npm start` also the stand-ins: the SM-DP+ simulator, S3, SQS, SMTP), the worker thread and the render
 * threads, so its resident memory alone cannot say which grew. Off unless STAGE_TIMINGS_FILE is set; then
 * every SAMPLE_MS the thread writes its peak heap (total and used, MiB) beside that file, as
 * `<file>.heap.<thread>.json`, which `readHeapPeaks` collects.
 */
export type HeapPeak = { thread: string; totalMiB: number; usedMiB: number; externalMiB: number }

const SAMPLE_MS = 500
const MiB = 1_048_576

/** Starts the sampling (nothing when `timingsFile` is unset); the returned function stops it. */
export function sampleHeapPeaks(timingsFile: string | undefined, thread: string): () => void {
  if (!timingsFile) return () => {}
  const file = `${timingsFile}.heap.${thread}.json`
  const peak: HeapPeak = { thread, totalMiB: 0, usedMiB: 0, externalMiB: 0 }
  const timer = setInterval(() => {
    const heap = v8.getHeapStatistics()
    peak.totalMiB = Math.max(peak.totalMiB, heap.total_heap_size / MiB)
    peak.usedMiB = Math.max(peak.usedMiB, heap.used_heap_size / MiB)
    peak.externalMiB = Math.max(peak.externalMiB, heap.external_memory / MiB)
    try {
      writeFileSync(`${file}.part`, JSON.stringify(peak))
      renameSync(`${file}.part`, file)
    } catch {
      // The folder is gone (the bench removed its scratch as it ended): nobody reads the peaks any more.
      clearInterval(timer)
    }
  }, SAMPLE_MS).unref()
  return () => clearInterval(timer)
}

/** The peaks the threads wrote beside `timingsFile`. */
export function readHeapPeaks(timingsFile: string): HeapPeak[] {
  const dir = path.dirname(timingsFile)
  const prefix = `${path.basename(timingsFile)}.heap.`
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as HeapPeak)
}
