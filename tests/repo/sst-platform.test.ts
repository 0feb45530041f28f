import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ensureSstPlatform } from '../../scripts/sst-platform.ts'

let root: string

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sst-platform-'))
  await mkdir(path.join(root, 'node_modules/sst'), { recursive: true })
  await writeFile(path.join(root, 'node_modules/sst/package.json'), JSON.stringify({ version: '3.19.3' }))
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** Stands in for `sst install`: slow enough that a second caller without the lock would start one too. */
function recordingInstall() {
  const calls: string[] = []
  const sstInstall = async (into: string) => {
    calls.push(into)
    await delay(300)
    await mkdir(path.join(into, '.sst/platform/components'), { recursive: true })
    await writeFile(path.join(into, '.sst/platform/version'), '3.19.3\n')
    await writeFile(path.join(into, '.sst/platform/components/aws.ts'), 'export {}\n')
  }
  return { calls, sstInstall }
}

describe('ensureSstPlatform', () => {
  it('installs once when the type check and the stacks ask at the same time; the later caller finds the stamp', async () => {
    const { calls, sstInstall } = recordingInstall()
    const [one, two] = await Promise.all([
      ensureSstPlatform({ root, sstInstall }),
      ensureSstPlatform({ root, sstInstall }),
    ])
    expect(one).toBe(path.join(root, '.sst/platform'))
    expect(two).toBe(one)
    expect(calls).toEqual([root])
    const stamp = JSON.parse(await readFile(path.join(root, '.sst/platform.installed.json'), 'utf8'))
    expect(stamp).toMatchObject({ sst: '3.19.3', files: 2 })

    await ensureSstPlatform({ root, sstInstall })
    expect(calls).toHaveLength(1)
  })

  it('installs again when a file changed after the stamp was written', async () => {
    const { calls, sstInstall } = recordingInstall()
    await ensureSstPlatform({ root, sstInstall })
    await writeFile(path.join(root, '.sst/platform/components/aws.ts'), 'export {} // damaged\n')
    await ensureSstPlatform({ root, sstInstall })
    expect(calls).toHaveLength(2)
  })
})
