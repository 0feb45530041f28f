import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { readHeapPeaks, sampleHeapPeaks } from './heap-peaks.ts'

const dirs: string[] = []
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

describe('heap peaks for bench:generate', () => {
  it('are written per thread beside the stage timings file, and only when it is set', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'heap-peaks-'))
    dirs.push(dir)
    const timings = path.join(dir, 'stages.json')
    sampleHeapPeaks(undefined, 'nowhere')
    const stop = sampleHeapPeaks(timings, 'api')
    await vi.waitFor(() => expect(readHeapPeaks(timings)).toHaveLength(1), { timeout: 10_000 })
    stop()
    const [peak] = readHeapPeaks(timings)
    expect(peak?.thread).toBe('api')
    expect(peak?.totalMiB).toBeGreaterThan(1)
    expect(peak?.usedMiB).toBeLessThanOrEqual(peak?.totalMiB ?? 0)
  })

  it('stop by themselves once the folder they write in is gone, without an error', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'heap-peaks-'))
    const timings = path.join(dir, 'stages.json')
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      sampleHeapPeaks(timings, 'gone')
      vi.advanceTimersByTime(500)
      expect(readHeapPeaks(timings)).toHaveLength(1)
      await rm(dir, { recursive: true, force: true })
      // The next sample finds no folder (ENOENT, thrown by the timer before): it stops sampling instead.
      expect(() => vi.advanceTimersByTime(1_000)).not.toThrow()
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
