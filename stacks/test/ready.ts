import { existsSync, readFileSync, watch } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

/**
 * Each stacks file's setup: waits until the global setup's mocked deploys have ended (they run beside the
 * other projects' tests), so `deploy()` reads complete recordings. Woken by the folder's changes, not a
 * timer; a failed run fails every file with its error.
 */
const done = inject('stackRunsDone')
if (!existsSync(done)) {
  await new Promise<void>((resolve) => {
    const watcher = watch(path.dirname(done), () => {
      if (!existsSync(done)) return
      watcher.close()
      resolve()
    })
    // The file may have come between the first look and the watch.
    if (existsSync(done)) {
      watcher.close()
      resolve()
    }
  })
}
const result = JSON.parse(readFileSync(done, 'utf8')) as { ms: number } | { error: string }
if ('error' in result) throw new Error(`The mocked deploys failed: ${result.error}`)
