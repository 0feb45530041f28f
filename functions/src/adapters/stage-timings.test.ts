import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readStageTimings, timed, timedSync } from './stage-timings.ts'

const dirs: string[] = []
const scratchFile = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stage-timings-'))
  dirs.push(dir)
  return path.join(dir, 'stages.json')
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('stage timings', () => {
  it('are a plain call when no file is set: the answer, the error, nothing written', async () => {
    expect(await timed(undefined, 'order', async () => 7)).toBe(7)
    expect(timedSync(undefined, 'render', () => 'png')).toBe('png')
    await expect(
      timed(undefined, 'store', async () => {
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
  })

  it('count each stage once per call, the failed ones too, in the file the bench reads', async () => {
    const file = scratchFile()
    await Promise.all([
      timed(file, 'order', () => new Promise((resolve) => setTimeout(resolve, 5))),
      timed(file, 'order', async () => 1),
      timed(file, 'claims', async () => 2),
    ])
    expect(timedSync(file, 'render', () => Array.from({ length: 10_000 }, (_, i) => i * i).length)).toBe(
      10_000,
    )
    await expect(
      timed(file, 'store', async () => {
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')

    const figures = readStageTimings(file)
    expect(Object.fromEntries(Object.entries(figures.stages).map(([name, s]) => [name, s.calls]))).toEqual({
      order: 2,
      claims: 1,
      render: 1,
      store: 1,
    })
    for (const stage of Object.values(figures.stages)) {
      expect(stage.wallMs).toBeGreaterThanOrEqual(0)
      expect(stage.cpuMs).toBeGreaterThanOrEqual(0)
    }
    expect(existsSync(`${file}.part`)).toBe(false)
  })

  it("keep each stage's first call's start and end, which later calls do not move (the first AC's stages)", async () => {
    const file = scratchFile()
    const before = Date.now()
    await timed(file, 'claims', () => new Promise((resolve) => setTimeout(resolve, 20)))
    const after = Date.now()
    const first = readStageTimings(file).stages.claims?.first
    expect(first?.startedAt).toBeGreaterThanOrEqual(before - 1)
    expect(first?.endedAt).toBeLessThanOrEqual(after)
    expect((first?.endedAt ?? 0) - (first?.startedAt ?? 0)).toBeGreaterThanOrEqual(19)
    await timed(file, 'claims', () => new Promise((resolve) => setTimeout(resolve, 5)))
    const stage = readStageTimings(file).stages.claims
    expect([stage?.calls, stage?.first]).toEqual([2, first])
  })
})
