import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { version as esbuildVersion } from 'esbuild'
import { type BuiltFunction, buildLambdasWithInputs } from '../../scripts/build-lambda.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const CACHE = path.join(ROOT, '.cache/lambda-build')
const INPUTS_FILE = path.join(CACHE, 'inputs.json')
/** Besides the bundles' own inputs: how they are built, and what the API copies from node_modules. */
const ALWAYS_HASHED = ['scripts/build-lambda.ts', 'package-lock.json']

type Cached = { name: BuiltFunction['name']; bytes: number; gzipBytes: number }[]

/**
 * `npm run build:lambda`'s bundles in `outRoot`, built once per change of what they are made of: the
 * build is kept in .cache/lambda-build/<hash>, where the hash covers esbuild's version, the build script,
 * the lockfile and the content of every file the last build read (esbuild's metafile). A change to any of
 * those, a file added to an import chain included (its importer changed), gives another hash, and a
 * build. A fresh clone (CI) has no cache and builds. Each run still gets its own copy of the bundles.
 */
export async function cachedLambdaBuild(outRoot: string): Promise<BuiltFunction[]> {
  const hash = inputsHash(previousInputs())
  const kept = hash && path.join(CACHE, hash)
  if (kept && existsSync(path.join(kept, 'built.json'))) {
    const cached = JSON.parse(readFileSync(path.join(kept, 'built.json'), 'utf8')) as Cached
    cpSync(kept, outRoot, { recursive: true })
    rmSync(path.join(outRoot, 'built.json'))
    return cached.map((built) => ({ ...built, dir: path.join(outRoot, built.name) }))
  }
  const { built, inputs } = await buildLambdasWithInputs({ outRoot })
  keep(built, inputs, outRoot)
  return built
}

function previousInputs(): string[] | undefined {
  try {
    return JSON.parse(readFileSync(INPUTS_FILE, 'utf8')) as string[]
  } catch {
    return undefined
  }
}

/** The hash of the files named (relative to `root`), or undefined when one is gone. */
export function inputsHash(inputs: string[] | undefined, root = ROOT): string | undefined {
  if (!inputs) return undefined
  const hash = createHash('sha256').update(`esbuild ${esbuildVersion}\n`)
  for (const file of [...ALWAYS_HASHED, ...inputs]) {
    const full = path.join(root, file)
    if (!existsSync(full)) return undefined
    hash.update(`${file}\n`).update(readFileSync(full)).update('\n')
  }
  return hash.digest('hex').slice(0, 32)
}

/** Keeps this build as the one cached (the older ones go), written aside and renamed into place. */
function keep(built: BuiltFunction[], absoluteInputs: string[], outRoot: string) {
  const inputs = [...new Set(absoluteInputs.map((file) => path.relative(ROOT, file)))]
    .filter((file) => existsSync(path.join(ROOT, file)))
    .sort()
  const hash = inputsHash(inputs)
  if (!hash) return
  mkdirSync(CACHE, { recursive: true })
  for (const old of readdirSync(CACHE)) rmSync(path.join(CACHE, old), { recursive: true, force: true })
  const aside = path.join(CACHE, `${hash}.${process.pid}`)
  cpSync(outRoot, aside, { recursive: true })
  const cached: Cached = built.map(({ name, bytes, gzipBytes }) => ({ name, bytes, gzipBytes }))
  writeFileSync(path.join(aside, 'built.json'), JSON.stringify(cached))
  renameSync(aside, path.join(CACHE, hash))
  writeFileSync(INPUTS_FILE, JSON.stringify(inputs))
}
