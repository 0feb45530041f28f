import { mkdir, open, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

/** How often a caller that found the lock held looks again. */
const RETRY_MS = 200

/**
 * Runs `work` while holding `lockFile`, so that processes of this machine doing the same work in the same
 * folder take turns: `npm test` runs the unit phase and the e2e phase at once, and both may find the SPA's
 * build stale. The lock is a file created exclusively, holding the holder's process id; a lock whose process
 * has ended (killed mid-build) is taken over rather than waited on for ever.
 */
export async function withFileLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(lockFile), { recursive: true })
  for (;;) {
    if (await tryTake(lockFile)) break
    const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''))
    if (holder > 0 && !isRunning(holder)) await rm(lockFile, { force: true })
    else await delay(RETRY_MS)
  }
  try {
    return await work()
  } finally {
    await rm(lockFile, { force: true })
  }
}

async function tryTake(lockFile: string): Promise<boolean> {
  try {
    const handle = await open(lockFile, 'wx')
    await handle.writeFile(String(process.pid))
    await handle.close()
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
