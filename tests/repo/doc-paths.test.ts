import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { missingPaths, pathsOf } from './doc-paths.ts'
import { brokenLinks } from './markdown-links.ts'
import { removeScratches, scratchTree } from './scratch.ts'

afterEach(removeScratches)

const root = path.resolve(import.meta.dirname, '../..')
/** The layers' READMEs that took ARCHITECTURE.md's mechanics. */
const MOVED = ['functions/src/api/README.md', 'functions/src/worker/README.md']

function trackedFiles(dir: string): string[] {
  return execFileSync('git', ['ls-files'], { cwd: dir, encoding: 'utf8' }).split('\n').filter(Boolean)
}

/** A scratch tree's files, as git would list them. */
function listed(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

describe("ARCHITECTURE.md's paths (and its moved mechanics')", () => {
  it('name files and folders of the repository, and its links resolve inside it', () => {
    const map = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8')
    const tracked = trackedFiles(root)
    expect(pathsOf(map, new Set(['functions'])).length).toBeGreaterThan(60)
    expect(missingPaths(root, map, tracked)).toEqual([])
    expect(brokenLinks(root, ['ARCHITECTURE.md'])).toEqual([])
  })

  it.each(MOVED)('hold for %s, where its mechanics moved', (file) => {
    expect(missingPaths(root, readFileSync(path.join(root, file), 'utf8'), trackedFiles(root))).toEqual([])
  })

  it('refuse a wrong name, a placeholder that matches nothing and a path outside the repository', async () => {
    const dir = await scratchTree(
      {
        'functions/src/worker/handler.ts': '',
        'functions/src/api/routes/fleet.ts': '',
        'web/src/locales/en.fleet.json': '',
        'shared/src/endpoints/fleet.ts': '',
      },
      'doc-paths-',
    )
    const map = [
      'Good: `functions/src/worker/handler.ts`, `worker/handler.ts`, `functions/src/api/routes/<resource>.ts`,',
      '`web/src/locales/en*.json`, `@simlessly/shared/endpoints/<resource>`, `functions/src/worker/`,',
      '`/api/docs` (a URL), `@aws-sdk/lib-dynamodb` (a package), `dist/lambda/<name>/index.mjs` (built).',
      'Wrong: `functions/src/worker/handlers.ts`, `worker/dead-letter.ts`, `web/src/api/<resource>.ts`,',
      '`@/locales/fleet.ts`, `../outside/README.md`, `handler.tsx`.',
      '```',
      'functions/src/jobs.ts -> exports/ (a bucket prefix, not a path: only rooted words count in a block)',
      '```',
    ].join('\n')
    expect(missingPaths(dir, map, listed(dir)).map((m) => `${m.path}: ${m.reason}`)).toEqual([
      'functions/src/worker/handlers.ts: names nothing in the repository',
      'worker/dead-letter.ts: names nothing in the repository',
      'web/src/api/<resource>.ts: names nothing in the repository',
      '@/locales/fleet.ts: names nothing in the repository',
      '../outside/README.md: leads outside the repository',
      'handler.tsx: names nothing in the repository',
      'functions/src/jobs.ts: names nothing in the repository',
    ])
  })
})
