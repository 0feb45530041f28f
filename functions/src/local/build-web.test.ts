import { mkdir, mkdtemp, rm, unlink, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isStale } from './build-web.ts'

let root: string
const built = () => path.join(root, 'web', 'dist', 'index.html')

/** Writes a file and dates it (and its folder) `secondsAgo` in the past, so tests need no sleeping. */
async function touch(relative: string, secondsAgo: number) {
  const file = path.join(root, relative)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, relative)
  const time = new Date(Date.now() - secondsAgo * 1000)
  await utimes(file, time, time)
  await utimes(path.dirname(file), time, time)
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'simlessly-web-'))
  await touch('web/src/main.tsx', 300)
  await touch('web/src/app/routes.tsx', 300)
  await utimes(path.join(root, 'web', 'src'), new Date(Date.now() - 300_000), new Date(Date.now() - 300_000))
  await touch('web/index.html', 300)
  await touch('shared/src/index.ts', 300)
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('isStale', () => {
  it('is stale when there is no build yet', async () => {
    expect(await isStale(root, built())).toBe(true)
  })

  it('is fresh when the build is newer than every source', async () => {
    await touch('web/dist/index.html', 60)
    expect(await isStale(root, built())).toBe(false)
  })

  it('is stale when a source under web/src, shared/src or a top-level file changed after the build', async () => {
    await touch('web/dist/index.html', 60)
    await touch('web/src/app/routes.tsx', 10)
    expect(await isStale(root, built())).toBe(true)

    await touch('web/dist/index.html', 5)
    expect(await isStale(root, built())).toBe(false)
    await touch('shared/src/index.ts', 1)
    expect(await isStale(root, built())).toBe(true)

    await touch('web/dist/index.html', 0)
    await touch('web/vite.config.ts', -5)
    expect(await isStale(root, built())).toBe(true)
  })

  it('is stale when a source was deleted after the build', async () => {
    await touch('web/dist/index.html', 60)
    await unlink(path.join(root, 'web', 'src', 'app', 'routes.tsx'))
    expect(await isStale(root, built())).toBe(true)
  })
})
