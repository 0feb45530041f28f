import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startIntervalRunner } from './interval-runner.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** A run the test finishes when it wants. */
function controlledRuns() {
  const finishers: (() => void)[] = []
  const run = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)))
  return { run, finish: () => finishers.shift()?.() }
}

describe('the interval runner', () => {
  it('runs at once, then an interval after each run ends: runs never overlap', async () => {
    const { run, finish } = controlledRuns()
    const runner = startIntervalRunner({ name: 'test', intervalMs: 1_000, run })
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(run).toHaveBeenCalledTimes(1)
    finish()
    await vi.advanceTimersByTimeAsync(999)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(2)
    finish()
    await runner.stop()
  })

  it('logs a run that throws, and the next run comes as usual', async () => {
    const logger = { error: vi.fn() }
    const run = vi.fn().mockRejectedValueOnce(new Error('table unreachable')).mockResolvedValue(undefined)
    const runner = startIntervalRunner({ name: 'billing schedule', intervalMs: 1_000, run, logger })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('billing schedule'),
      expect.objectContaining({ message: 'table unreachable' }),
    )
    expect(run).toHaveBeenCalledTimes(2)
    await runner.stop()
  })

  it('stops after the run in flight, and runs no more', async () => {
    const { run, finish } = controlledRuns()
    const runner = startIntervalRunner({ name: 'test', intervalMs: 1_000, run })
    let stopped = false
    const stopping = runner.stop().then(() => {
      stopped = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    finish()
    await stopping
    await vi.advanceTimersByTimeAsync(10_000)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
