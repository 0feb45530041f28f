import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * The import boundaries of ARCHITECTURE.md are Biome rules (`noImportCycles`, `noRestrictedImports` per
 * folder in biome.json), so `npm run lint` fails when one is broken. These tests lint deliberate
 * violations with the repository's own biome.json in a scratch folder of the same layout, so they prove
 * the rules bite without touching the working tree.
 */
const root = path.resolve(import.meta.dirname, '../..')
const biome = path.join(root, 'node_modules/.bin/biome')
const run = promisify(execFile)

type Diagnostic = { category: string; location: { path: string } }

const scratches: string[] = []
afterEach(async () => {
  await Promise.all(scratches.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** A scratch folder (under `parent` when given) with biome.json and these files; answers its diagnostics. */
async function lint(files: Record<string, string>, parent = tmpdir()): Promise<Diagnostic[]> {
  await mkdir(parent, { recursive: true })
  const dir = await mkdtemp(path.join(parent, 'boundaries-'))
  scratches.push(dir)
  await copyFile(path.join(root, 'biome.json'), path.join(dir, 'biome.json'))
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), text)
  }
  const args = ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', '.']
  // Biome exits 1 when it reports errors; the report is on stdout either way.
  const { stdout } = await run(biome, args, { cwd: dir }).catch((error: { stdout: string }) => error)
  return (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics
}

const at = (diagnostics: Diagnostic[], file: string) =>
  diagnostics.filter((d) => d.location.path === file).map((d) => d.category)

const RESTRICTED = 'lint/style/noRestrictedImports'

describe('the import boundaries', () => {
  it('refuse a cycle, type-only imports included', async () => {
    const found = await lint({
      'functions/src/domain/a.ts': "import type { B } from './b.ts'\nexport type A = { b?: B }\n",
      'functions/src/domain/b.ts': "import type { A } from './a.ts'\nexport type B = { a?: A }\n",
    })
    expect(at(found, 'functions/src/domain/a.ts')).toContain('lint/suspicious/noImportCycles')
  })

  it('keep domain/ off AWS SDKs, the API, the worker and the local stand-ins', async () => {
    const found = await lint({
      'functions/src/domain/sdk.ts':
        "import { S3Client } from '@aws-sdk/client-s3'\nexport const s = S3Client\n",
      'functions/src/domain/fleet/api.ts': "import { g } from '../../api/guard.ts'\nexport const a = g\n",
      'functions/src/domain/worker.ts': "import { w } from '../worker/handler.ts'\nexport const b = w\n",
      'functions/src/domain/local.ts': "import { l } from '../local/stack.ts'\nexport const c = l\n",
      'functions/src/domain/fine.ts': "import { Entity } from 'electrodb'\nexport const e = Entity\n",
    })
    for (const file of ['sdk.ts', 'fleet/api.ts', 'worker.ts', 'local.ts']) {
      expect(at(found, `functions/src/domain/${file}`), file).toContain(RESTRICTED)
    }
    expect(at(found, 'functions/src/domain/fine.ts')).toEqual([])
  })

  it('keep entities/, adapters/ and the root modules below domain/, and production code off local/', async () => {
    const found = await lint({
      'functions/src/entities/e.ts': "import { d } from '../domain/fleet/list.ts'\nexport const e = d\n",
      'functions/src/adapters/q.ts': "import { j } from '../worker/handler.ts'\nexport const q = j\n",
      'functions/src/context.ts': "import { p } from './domain/port.ts'\nexport const c = p\n",
      'functions/src/api/app.ts': "import { s } from '../local/stack.ts'\nexport const a = s\n",
      'functions/src/local/main.ts': "import { c } from '../context.ts'\nexport const m = c\n",
    })
    for (const file of ['entities/e.ts', 'adapters/q.ts', 'context.ts', 'api/app.ts']) {
      expect(at(found, `functions/src/${file}`), file).toContain(RESTRICTED)
    }
    expect(at(found, 'functions/src/local/main.ts')).toEqual([])
  })

  it('keep shared/ free of either side', async () => {
    const found = await lint({
      'shared/src/a.ts': "import { x } from '../../functions/src/config.ts'\nexport const a = x\n",
      'shared/src/b.ts': "import { Hono } from 'hono'\nexport const b = Hono\n",
      'shared/src/c.ts': "import { readFile } from 'node:fs/promises'\nexport const c = readFile\n",
      'shared/src/d.ts': "import { z } from 'zod'\nexport const d = z\n",
    })
    for (const file of ['a.ts', 'b.ts', 'c.ts'])
      expect(at(found, `shared/src/${file}`), file).toContain(RESTRICTED)
    expect(at(found, 'shared/src/d.ts')).toEqual([])
  })

  it('keep features from importing each other, and web/ from functions/', async () => {
    const found = await lint({
      'web/src/features/fleet/components/alias.tsx':
        "import { g } from '@/features/groups/api/list-groups'\nexport const a = g\n",
      'web/src/features/fleet/components/relative.tsx':
        "import { g } from '../../groups/api/list-groups'\nexport const b = g\n",
      'web/src/features/fleet/top.ts': "import { g } from '../groups/api/list-groups'\nexport const c = g\n",
      'web/src/features/fleet/components/own.tsx':
        "import { f } from '../api/list-profiles'\nimport { g } from '@/features/fleet/api/x'\nimport { cn } from '@/lib/utils'\nexport const d = [f, g, cn]\n",
      'web/src/lib/uses-feature.ts': "import { f } from '@/features/fleet/api/x'\nexport const e = f\n",
      'web/src/lib/server.ts':
        "import type { AppContext } from '../../../functions/src/context.ts'\nexport type C = AppContext\n",
    })
    for (const file of ['features/fleet/components/alias.tsx', 'features/fleet/components/relative.tsx']) {
      expect(at(found, `web/src/${file}`), file).toContain(RESTRICTED)
    }
    for (const file of ['features/fleet/top.ts', 'lib/uses-feature.ts', 'lib/server.ts']) {
      expect(at(found, `web/src/${file}`), file).toContain(RESTRICTED)
    }
    expect(at(found, 'web/src/features/fleet/components/own.tsx')).toEqual([])
  })

  it('covers every feature folder with a rule of its own', async () => {
    const config = JSON.parse(await readFile(path.join(root, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[] }[]
    }
    const covered = new Set(config.overrides.flatMap((o) => o.includes))
    const features = await readdir(path.join(root, 'web/src/features'))
    const missing = features.filter((name) => !covered.has(`web/src/features/${name}/**`))
    expect(missing).toEqual([])
  })
})

describe('the lint configuration', () => {
  it('lints a clone that lives under a folder named .cache', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'clone-'))
    scratches.push(parent)
    const found = await lint(
      {
        'functions/src/domain/x.ts':
          "import { S3Client } from '@aws-sdk/client-s3'\nexport const x = S3Client\n",
      },
      path.join(parent, '.cache'),
    )
    expect(at(found, 'functions/src/domain/x.ts')).toContain(RESTRICTED)
  })
})
