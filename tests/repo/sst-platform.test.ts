import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { digestOf, ensureSstPlatform } from '../../scripts/sst-platform.ts'

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

  it("rewrites the platform's `module` namespaces for TypeScript 7, at the install and in an older stamped one", async () => {
    const link = path.join(root, '.sst/platform/src/components/link.ts')
    const declared = 'import { x } from "./x.js";\n\nexport module Link {\n  export const a = 1;\n}\n'
    const sstInstall = async (into: string) => {
      await recordingInstall().sstInstall(into)
      await mkdir(path.dirname(link), { recursive: true })
      await writeFile(link, declared)
    }
    await ensureSstPlatform({ root, sstInstall })
    expect(await readFile(link, 'utf8')).toBe(declared.replace('export module Link', 'export namespace Link'))
    // Stamped after the patch: the next run finds it cached and changes nothing.
    let installs = 0
    const counted = async (into: string) => {
      installs++
      await sstInstall(into)
    }
    await ensureSstPlatform({ root, sstInstall: counted })
    expect(installs).toBe(0)
    // An install stamped before the patch existed is patched in place and stamped again, not installed again.
    await writeFile(link, declared)
    const stampFile = path.join(root, '.sst/platform.installed.json')
    const stamp = JSON.parse(await readFile(stampFile, 'utf8'))
    const { digest } = await digestOf(path.join(root, '.sst/platform'))
    await writeFile(stampFile, JSON.stringify({ ...stamp, digest }))
    await ensureSstPlatform({ root, sstInstall: counted })
    expect(installs).toBe(0)
    expect(await readFile(link, 'utf8')).toContain('export namespace Link {')
    await ensureSstPlatform({ root, sstInstall: counted })
    expect(installs).toBe(0)
  })
})
