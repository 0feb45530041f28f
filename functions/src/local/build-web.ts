import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { withFileLock } from './file-lock.ts'

export type WebBuild = { distDir: string; built: boolean; seconds: number }

/** What the SPA bundle is made of: a change to any of these makes web/dist stale. */
const SOURCES = ['web/src', 'web/public', 'web/scripts', 'web/index.html', 'web/vite.config.ts', 'shared/src']

/**
 * Builds the SPA with Vite only when web/dist is missing or older than its sources, so a restart with
 * nothing changed costs a few milliseconds of stat calls instead of a build.
 */
export async function ensureWebBuild(root: string): Promise<WebBuild> {
  const webRoot = path.join(root, 'web')
  const distDir = path.join(webRoot, 'dist')
  const started = performance.now()
  const builtFile = path.join(distDir, 'index.html')
  if (!(await isStale(root, builtFile))) return { distDir, built: false, seconds: 0 }
  // `npm test` runs the unit and e2e phases at once, and both may find the build stale: one builds, the
  // other waits and then finds it fresh (two Vite builds into one folder would empty it under each other).
  return withFileLock(path.join(root, '.cache', 'web-build.lock'), async () => {
    if (!(await isStale(root, builtFile))) return { distDir, built: false, seconds: 0 }
    await buildWeb(webRoot, distDir)
    return { distDir, built: true, seconds: (performance.now() - started) / 1000 }
  })
}

async function buildWeb(webRoot: string, distDir: string): Promise<void> {
  // In a child process: a build holds hundreds of megabytes that the console should not keep afterwards.
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin',
    'vite.js',
  )
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: webRoot,
    // Always the production bundle: a caller's NODE_ENV (a test runner sets `test`) would otherwise give
    // React's development build, three times the size, to the pages `npm start` serves.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0)
    throw new Error(`The web build (Vite, in ${webRoot}) failed with exit code ${code}; see above`)
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      `The web build finished without ${path.join(distDir, 'index.html')}; check web/vite.config.ts`,
    )
  }
}

export async function isStale(root: string, builtFile: string): Promise<boolean> {
  const built = await stat(builtFile).catch(() => undefined)
  if (!built) return true
  for (const source of SOURCES) {
    if ((await newestMtime(path.join(root, source))) > built.mtimeMs) return true
  }
  return false
}

/**
 * The newest modification time under a file or folder (0 when it does not exist). Folder times count
 * too: deleting or renaming a source changes only its folder's.
 */
async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined)
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  const entries = await readdir(target, { withFileTypes: true })
  const times = await Promise.all(
    entries
      .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => newestMtime(path.join(target, entry.name))),
  )
  for (const time of times) newest = Math.max(newest, time)
  return newest
}
