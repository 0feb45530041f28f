import { describe, expect, it } from 'vitest'
import { batchProgress, isLinkStale } from './batch-progress'

describe('batchProgress', () => {
  it('counts successes and failures against the total', () => {
    expect(batchProgress({ process: 'PROCESSING', total: 50, success: 10, failed: 3 })).toEqual({
      processed: 13,
      total: 50,
      percent: 26,
      complete: false,
      phase: 'running',
    })
  })

  it('has no percentage while the total is not known yet', () => {
    expect(batchProgress({ process: 'PROCESSING', total: 0, success: 0, failed: 0 }).percent).toBeNull()
  })

  it('is full when every row is done, the files then being assembled, and 100 once complete', () => {
    expect(batchProgress({ process: 'PROCESSING', total: 50, success: 47, failed: 3 })).toMatchObject({
      percent: 100,
      phase: 'assembling',
    })
    expect(batchProgress({ process: 'PROCESSING', total: 50, success: 46, failed: 3 })).toMatchObject({
      percent: 98,
      phase: 'running',
    })
    expect(batchProgress({ process: 'COMPLETE', total: 50, success: 47, failed: 3 })).toEqual({
      processed: 50,
      total: 50,
      percent: 100,
      complete: true,
      phase: 'complete',
    })
    // A batch stopped by a problem may complete with rows never processed.
    expect(batchProgress({ process: 'COMPLETE', total: 0, success: 0, failed: 0 }).percent).toBe(100)
  })

  it('never goes past 100 even if the counters overshoot the total', () => {
    expect(batchProgress({ process: 'PROCESSING', total: 10, success: 12, failed: 0 }).percent).toBe(100)
  })

  it('reads a file only for an uploaded batch: an open batch without its count yet is starting', () => {
    const fresh = { process: 'PROCESSING', total: 0, success: 0, failed: 0 } as const
    expect(batchProgress({ ...fresh, type: 'BATCH_GENERATE' }).phase).toBe('reading')
    expect(batchProgress({ ...fresh, type: 'OPEN_BATCH_GENERATE' }).phase).toBe('starting')
    expect(batchProgress({ ...fresh, type: 'RE_GENERATE' }).phase).toBe('starting')
  })
})

describe('isLinkStale', () => {
  it('treats links older than ten minutes as stale', () => {
    expect(isLinkStale(0, 9 * 60 * 1000)).toBe(false)
    expect(isLinkStale(0, 11 * 60 * 1000)).toBe(true)
  })
})
