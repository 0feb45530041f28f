import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** AWS ships DynamoDB Local (1.25.1 here) inside this npm package's `emulator/` folder. */
export const EMULATOR_PACKAGE = 'amplify-dynamodb-simulator'
export const EMULATOR_PACKAGE_VERSION = '2.9.30'
/**
 * The registry's `dist.integrity` for that version, pinned so a different tarball is refused even if
 * the registry or a mirror served one. The package's own `emulator/sha256` file holds a single hash, of
 * AWS's upstream dynamodb_local_latest.tar.gz, which the package does not contain: it lists no files and
 * cannot verify any, so the pinned tarball hash is the trust anchor.
 */
export const EMULATOR_TARBALL_INTEGRITY =
  'sha512-xTeeRLvzEfqyd5lh3bH4c0kHvSHHmmhD5ZDsHFKAQ5g2Zl6JqlFdutaQhCLHzxEp6Ry1o7TB6niIoXuQAnSewQ=='
/** Written beside the jar in `sha256sum` format (so `sha256sum -c SHA256SUMS` works by hand too). */
export const MANIFEST_FILE = 'SHA256SUMS'

/**
 * Returns the folder holding DynamoDBLocal.jar, fetching it once with `npm pack` (the only network use);
 * later starts are offline. Every start re-checks the cached files against the manifest, because a
 * truncated jar otherwise surfaces as an obscure Java error.
 */
export async function ensureDynamoDbLocalJar(cacheDir: string): Promise<string> {
  const parent = path.join(cacheDir, 'dynamodb-local')
  const dir = path.join(parent, EMULATOR_PACKAGE_VERSION)
  if (!existsSync(path.join(dir, 'DynamoDBLocal.jar'))) {
    await mkdir(parent, { recursive: true })
    // The work folder sits beside the target so the final rename stays on one file system (atomic).
    const work = await mkdtemp(path.join(parent, '.fetch-'))
    try {
      const tarball = await packTarball(work)
      await verifyTarballIntegrity(tarball, EMULATOR_TARBALL_INTEGRITY)
      await run('tar', ['-xzf', tarball, '-C', work, '--no-same-owner', 'package/emulator/'])
      const emulator = path.join(work, 'package', 'emulator')
      await writeManifest(emulator)
      await rename(emulator, dir).catch((error: NodeJS.ErrnoException) => {
        // Another start that fetched concurrently won the rename; its copy is as good as ours.
        if (!existsSync(path.join(dir, 'DynamoDBLocal.jar'))) throw error
      })
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  }
  await verifyEmulatorFiles(dir)
  return dir
}

async function packTarball(destination: string): Promise<string> {
  const spec = `${EMULATOR_PACKAGE}@${EMULATOR_PACKAGE_VERSION}`
  try {
    const { stdout } = await run(
      'npm',
      ['pack', spec, '--pack-destination', destination, '--json', '--ignore-scripts', '--loglevel=error'],
      { maxBuffer: 16 * 1024 * 1024, timeout: 10 * 60_000 },
    )
    const [packed] = JSON.parse(stdout) as { filename: string }[]
    if (!packed) throw new Error('npm pack reported no tarball')
    return path.join(destination, path.basename(packed.filename))
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message
    throw new Error(`Could not fetch ${spec} with npm pack (the npm registry is needed once):\n${detail}`)
  }
}

export async function verifyTarballIntegrity(file: string, integrity: string): Promise<void> {
  const [algorithm, expected] = integrity.split(/-(.*)/s)
  if (!algorithm || !expected) throw new Error(`Malformed integrity string: ${integrity}`)
  const actual = await hashFile(file, algorithm, 'base64')
  if (actual !== expected) {
    throw new Error(
      `${path.basename(file)} does not match its pinned integrity (${algorithm} ${expected}, got ${actual}); refusing to use it`,
    )
  }
}

async function writeManifest(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true })
  const lines: string[] = []
  for (const relative of entries.sort()) {
    if (relative === MANIFEST_FILE || !(await stat(path.join(dir, relative))).isFile()) continue
    lines.push(`${await hashFile(path.join(dir, relative), 'sha256', 'hex')}  ${relative}`)
  }
  await writeFile(path.join(dir, MANIFEST_FILE), `${lines.join('\n')}\n`)
}

/** Refuses the folder unless every file the manifest lists is present with the listed SHA-256. */
export async function verifyEmulatorFiles(dir: string): Promise<void> {
  const manifest = await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new Error(`${dir} has no ${MANIFEST_FILE}; delete the folder and start again to fetch a fresh copy`)
  })
  const problems: string[] = []
  // An empty or hand-edited manifest must not vouch for a folder without the emulator in it.
  if (!/ {2}DynamoDBLocal\.jar$/m.test(manifest)) problems.push('DynamoDBLocal.jar is not listed')
  for (const line of manifest.split('\n').filter(Boolean)) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line)
    if (!match?.[1] || !match[2]) throw new Error(`${dir}/${MANIFEST_FILE} has a malformed line: ${line}`)
    const [, expected, relative] = match
    const file = path.join(dir, relative)
    const actual = await hashFile(file, 'sha256', 'hex').catch(() => undefined)
    if (actual === undefined) problems.push(`${relative} is missing`)
    else if (actual !== expected) problems.push(`${relative} differs`)
  }
  if (problems.length > 0) {
    throw new Error(
      `DynamoDB Local files in ${dir} do not match their checksums (${problems.join(', ')}). ` +
        'Delete that folder and start again to fetch a fresh copy.',
    )
  }
}

async function hashFile(file: string, algorithm: string, encoding: 'hex' | 'base64'): Promise<string> {
  const hash = createHash(algorithm)
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest(encoding)
}
