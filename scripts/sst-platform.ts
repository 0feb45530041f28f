import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * Installs SST's platform into `.sst/platform` (its components with @pulumi/aws, about 300 MB, from the
 * npm registry alone), which the offline checks need: the type check of sst.config.ts and the stacks' test
 * under Pulumi's mocks. Done once: a stamp written after a complete install records the SST version and a
 * digest of every file's path and size, and a later run that finds both unchanged (a walk of the folder,
 * under a second) does nothing and needs no network. A missing, partial or changed folder is removed and
 * installed again. Never touches AWS: `sst install` only reads sst.config.ts's providers.
 */
const run = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '..')
const platform = path.join(repo, '.sst/platform')
const stampFile = path.join(repo, '.sst/platform.installed.json')

type Stamp = { sst: string; digest: string; files: number }

async function sstVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(repo, 'node_modules/sst/package.json'), 'utf8'))
  return manifest.version as string
}

/** A digest of every file's relative path and size: a partial or damaged install changes it. */
async function digestOf(dir: string): Promise<{ digest: string; files: number }> {
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

async function cached(version: string): Promise<boolean> {
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

async function install(version: string): Promise<void> {
  console.log(`SST platform: installing SST ${version}'s platform from the npm registry (about 300 MB)`)
  const started = Date.now()
  // From scratch: npm would keep a damaged file of a package it believes installed.
  await rm(stampFile, { force: true })
  await rm(platform, { recursive: true, force: true })
  try {
    await run(path.join(repo, 'node_modules/.bin/sst'), ['install'], {
      cwd: repo,
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
  const { digest, files } = await digestOf(platform)
  await writeFile(stampFile, `${JSON.stringify({ sst: version, digest, files } satisfies Stamp)}\n`)
  console.log(`SST platform: installed ${files} files in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

export async function ensureSstPlatform(): Promise<string> {
  const version = await sstVersion()
  const started = Date.now()
  if (await cached(version)) {
    console.log(`SST platform: ${version} cached in .sst/platform (checked in ${Date.now() - started} ms)`)
  } else {
    await install(version)
  }
  return platform
}

if (process.argv[1] === import.meta.filename) await ensureSstPlatform()
