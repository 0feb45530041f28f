import { execFile } from 'node:child_process'
import { copyFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { removeScratches, scratchTree } from './scratch.ts'

afterEach(removeScratches)

/**
 * The import boundaries of ARCHITECTURE.md are Biome rules (`noImportCycles`, `noRestrictedImports` per
 * folder in biome.json), so `npm run lint` fails when one is broken. These tests lint deliberate
 * violations with the repository's own biome.json in a scratch folder of the same layout, so they prove
 * the rules bite without touching the working tree. The web's layers (components/ and lib/, features/,
 * app/) are checked on the resolved import graph instead, by web-layers.test.ts.
 */
const root = path.resolve(import.meta.dirname, '../..')
const biome = path.join(root, 'node_modules/.bin/biome')
const run = promisify(execFile)

type Diagnostic = { category: string; location: { path: string } }

/** A scratch folder (under `parent` when given) with biome.json and these files; answers its diagnostics. */
async function lint(files: Record<string, string>, parent = tmpdir()): Promise<Diagnostic[]> {
  const dir = await scratchTree(files, 'boundaries-', parent)
  await copyFile(path.join(root, 'biome.json'), path.join(dir, 'biome.json'))
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
      'shared/src/d.ts': "import { z } from 'zod'\nexport const d = z\n",
    })
    for (const file of ['a.ts', 'b.ts']) expect(at(found, `shared/src/${file}`), file).toContain(RESTRICTED)
    expect(at(found, 'shared/src/d.ts')).toEqual([])
  })

  it('keep api/ and worker/ apart: they meet in domain/', async () => {
    const found = await lint({
      'functions/src/api/routes/jobs.ts': "import { h } from '../../worker/handler.ts'\nexport const a = h\n",
      'functions/src/worker/guard.ts': "import { g } from '../api/guard.ts'\nexport const b = g\n",
      'functions/src/worker/local.ts': "import { l } from '../local/stack.ts'\nexport const c = l\n",
      'functions/src/worker/fine.ts':
        "import { d } from '../domain/webhooks/worker.ts'\nexport const d2 = d\n",
      'functions/src/api/routes/drive.test.ts':
        "import { h } from '../../worker/handler.ts'\nexport const t = h\n",
    })
    for (const file of ['api/routes/jobs.ts', 'worker/guard.ts', 'worker/local.ts']) {
      expect(at(found, `functions/src/${file}`), file).toContain(RESTRICTED)
    }
    expect(at(found, 'functions/src/worker/fine.ts')).toEqual([])
    expect(at(found, 'functions/src/api/routes/drive.test.ts')).toEqual([])
  })

  it('keep shared/ off Node built-ins, with or without the node: prefix', async () => {
    const found = await lint({
      'shared/src/bare.ts': "import { createHash } from 'crypto'\nexport const a = createHash\n",
      'shared/src/prefixed.ts': "import path from 'node:path'\nexport const b = path\n",
      'shared/src/example.ts': 'export const c = "import { createHmac } from \'node:crypto\'"\n',
    })
    for (const file of ['bare.ts', 'prefixed.ts']) {
      expect(at(found, `shared/src/${file}`), file).toContain('lint/correctness/noNodejsModules')
    }
    expect(at(found, 'shared/src/example.ts')).toEqual([])
  })

  it('keep web/ off functions/ (its contract is in shared/)', async () => {
    const found = await lint({
      'web/src/lib/server.ts':
        "import type { AppContext } from '../../../functions/src/context.ts'\nexport type C = AppContext\n",
      'web/src/features/fleet/api/x.ts':
        "import type { J } from '@simlessly/functions/jobs'\nexport type X = J\n",
    })
    for (const file of ['lib/server.ts', 'features/fleet/api/x.ts']) {
      expect(at(found, `web/src/${file}`), file).toContain(RESTRICTED)
    }
  })
})

describe('the lint configuration', () => {
  it('lints a clone that lives under a folder named .cache', async () => {
    const parent = await scratchTree({}, 'clone-')
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
