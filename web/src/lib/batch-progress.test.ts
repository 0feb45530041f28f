import { describe, expect, it } from 'vitest'
import { batchProgress, isLinkStale } from './batch-progress'

describe('batchProgress', () => {
  it('counts successes and failures against the total', () => {
    expect(batchProgress({ process: 'PROCESSING', total: 50, success: 10, failed: 3 })).toEqual({
      processed: 13,
      total: 50,
      percent: 26,
      complete: false,
    })
  })

  it('has no percentage while the total is not known yet', () => {
    expect(batchProgress({ process: 'PROCESSING', total: 0, success: 0, failed: 0 }).percent).toBeNull()
  })

  it('stays below 100 until the batch is complete, then is 100', () => {
    expect(batchProgress({ process: 'PROCESSING', total: 50, success: 47, failed: 3 }).percent).toBe(99)
    expect(batchProgress({ process: 'COMPLETE', total: 50, success: 47, failed: 3 })).toEqual({
      processed: 50,
      total: 50,
      percent: 100,
      complete: true,
    })
    // A batch stopped by a problem may complete with rows never processed.
    expect(batchProgress({ process: 'COMPLETE', total: 0, success: 0, failed: 0 }).percent).toBe(100)
  })

  it('never goes past 99 even if the counters overshoot the total', () => {
    expect(batchProgress({ process: 'PROCESSING', total: 10, success: 12, failed: 0 }).percent).toBe(99)
  })
})

describe('isLinkStale', () => {
  it('treats links older than ten minutes as stale', () => {
    expect(isLinkStale(0, 9 * 60 * 1000)).toBe(false)
    expect(isLinkStale(0, 11 * 60 * 1000)).toBe(true)
  })
})
