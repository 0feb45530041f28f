import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withFileLock } from './file-lock.ts'

let folder: string
let lockFile: string
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'simlessly-lock-'))
  lockFile = path.join(folder, 'nested', 'work.lock')
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** A promise and the function that settles it, to hold one caller inside the lock until the test says. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

describe('withFileLock', () => {
  it('lets one caller in at a time, the second once the first is done', async () => {
    const order: string[] = []
    const first = gate()
    const firstIn = gate()
    const one = withFileLock(lockFile, async () => {
      order.push('first in')
      firstIn.open()
      await first.opened
      order.push('first out')
    })
    await firstIn.opened
    const two = withFileLock(lockFile, async () => {
      order.push('second in')
    })
    first.open()
    await Promise.all([one, two])
    expect(order).toEqual(['first in', 'first out', 'second in'])
  })

  it('frees the lock when the work fails', async () => {
    await expect(withFileLock(lockFile, () => Promise.reject(new Error('build failed')))).rejects.toThrow(
      'build failed',
    )
    expect(await withFileLock(lockFile, async () => 'next')).toBe('next')
  })

  it('takes over a lock whose holder has ended', async () => {
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
    await writeFile(path.join(folder, 'dead.lock'), ended.stdout.toString())
    expect(await withFileLock(path.join(folder, 'dead.lock'), async () => 'taken')).toBe('taken')
  })
})
