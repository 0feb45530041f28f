import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { withFileLock } from '../functions/src/local/file-lock.ts'

/**
 * Installs SST's platform into `.sst/platform` (its components with @pulumi/aws, about 300 MB, from the
 * npm registry alone), which the offline checks need: the type check of sst.config.ts and the stacks' test
 * under Pulumi's mocks. Done once: a stamp written after a complete install records the SST version and a
 * digest of every file's path and size, and a later run that finds both unchanged (a walk of the folder,
 * under a second) does nothing and needs no network. A missing, partial or changed folder is removed and
 * installed again. Never touches AWS: `sst install` only reads sst.config.ts's providers.
 *
 * `npm test` runs the type check and the stacks' tests at once, and both need the platform: they take turns
 * under a lock file, so one installs while the other waits and then finds the stamp.
 */
const run = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '..')

type Stamp = { sst: string; digest: string; files: number }

/** Where the platform goes, and how `sst install` is run (a test gives its own folder and runner). */
export type PlatformOptions = {
  root?: string
  sstInstall?: (root: string) => Promise<void>
}

async function sstVersion(root: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(root, 'node_modules/sst/package.json'), 'utf8'))
  return manifest.version as string
}

/** A digest of every file's relative path and size: a partial or damaged install changes it. */
export async function digestOf(dir: string): Promise<{ digest: string; files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const lines: string[] = []
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    lines.push(`${path.relative(dir, file)} ${statSync(file).size}`)
  }
  lines.sort()
  return { digest: createHash('sha256').update(lines.join('\n')).digest('hex'), files: lines.length }
}

async function cached(platform: string, stampFile: string, version: string): Promise<boolean> {
  const stamp = await readFile(stampFile, 'utf8')
    .then((text) => JSON.parse(text) as Stamp)
    .catch(() => undefined)
  if (stamp?.sst !== version) return false
  const installed = await readFile(path.join(platform, 'version'), 'utf8').catch(() => '')
  if (installed.trim() !== version) return false
  const now = await digestOf(platform)
  if (now.digest === stamp.digest) return true
  console.log(
    `SST platform: ${platform} changed since it was installed (${now.files} files); installing again`,
  )
  return false
}

async function runSstInstall(root: string): Promise<void> {
  try {
    await run(path.join(root, 'node_modules/.bin/sst'), ['install'], {
      cwd: root,
      env: {
        ...process.env,
        SST_STAGE: 'dev',
        SST_SKIP_DEPENDENCY_CHECK: '1',
        SST_NO_BUN: '1',
        SST_TELEMETRY_DISABLED: '1',
        AWS_EC2_METADATA_DISABLED: 'true',
      },
      maxBuffer: 16 * 1024 * 1024,
      timeout: 10 * 60_000,
    })
  } catch (error) {
    const detail = (error as { stderr?: string; stdout?: string }).stderr || (error as Error).message
    throw new Error(`sst install failed (the npm registry is needed the first time):\n${detail}`)
  }
}

/**
 * TypeScript 7 (`typescript-native`, which type-checks the stacks) refuses a namespace declared with the
 * `module` keyword (TS1540, an error it cannot be told to skip), and two of the platform's sources declare
 * theirs so. Each is rewritten as `namespace`: the same declaration. Idempotent; answers whether it changed
 * a file.
 */
export async function patchNamespaces(platform: string): Promise<boolean> {
  let changed = false
  for (const file of ['src/components/link.ts', 'src/components/rpc/rpc.ts']) {
    const at = path.join(platform, file)
    const text = await readFile(at, 'utf8').catch(() => undefined)
    if (text === undefined) continue
    const patched = text.replace(/^export module (\w+) \{/gm, 'export namespace $1 {')
    if (patched === text) continue
    await writeFile(at, patched)
    changed = true
  }
  return changed
}

async function stamp(platform: string, stampFile: string, version: string) {
  const { digest, files } = await digestOf(platform)
  await writeFile(stampFile, `${JSON.stringify({ sst: version, digest, files } satisfies Stamp)}\n`)
  return files
}

export async function ensureSstPlatform(options: PlatformOptions = {}): Promise<string> {
  const { root = repo, sstInstall = runSstInstall } = options
  const platform = path.join(root, '.sst/platform')
  const stampFile = path.join(root, '.sst/platform.installed.json')
  const version = await sstVersion(root)
  return withFileLock(path.join(root, '.cache/sst-platform.lock'), async () => {
    const started = Date.now()
    if (await cached(platform, stampFile, version)) {
      // An install stamped before the patch existed: patched once, and stamped again.
      if (await patchNamespaces(platform)) await stamp(platform, stampFile, version)
      console.log(`SST platform: ${version} cached in .sst/platform (checked in ${Date.now() - started} ms)`)
      return platform
    }
    console.log(`SST platform: installing SST ${version}'s platform from the npm registry (about 300 MB)`)
    // From scratch: npm would keep a damaged file of a package it believes installed.
    await rm(stampFile, { force: true })
    await rm(platform, { recursive: true, force: true })
    await sstInstall(root)
    await patchNamespaces(platform)
    const files = await stamp(platform, stampFile, version)
    console.log(`SST platform: installed ${files} files in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    return platform
  })
}

if (process.argv[1] === import.meta.filename) await ensureSstPlatform()
