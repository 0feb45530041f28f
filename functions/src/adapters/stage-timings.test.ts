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
})
