import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { twoWayDependencies } from './domain-folders.ts'

const domain = path.resolve(import.meta.dirname, '../../functions/src/domain')

describe("the domain's capabilities", () => {
  it('never import each other both ways, whichever files do it', () => {
    expect(twoWayDependencies(domain)).toEqual([])
  })

  const scratch = mkdtempSync(path.join(tmpdir(), 'domain-folders-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('name a folder and a module that import each other through different files, and not a one-way import', () => {
    const files: Record<string, string> = {
      'team/rules.ts': "import { cap } from '../billing/limits.ts'\n",
      'team/rules.test.ts': "import { x } from '../fleet/list.ts'\n",
      'billing/limits.ts': 'export const cap = 1\n',
      'billing/view.ts': "import { seats } from '../team/seats.ts'\nimport { count } from '../counter.ts'\n",
      'team/seats.ts': "import { count } from '../counter.ts'\n",
      'counter.ts': "import type { AppContext } from '../context.ts'\n",
      'fleet/list.ts': "import { cap } from '../billing/limits.ts'\n",
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true })
      writeFileSync(path.join(scratch, file), text)
    }
    expect(twoWayDependencies(scratch)).toEqual([
      {
        pair: ['billing', 'team'],
        imports: ['billing/view.ts -> team/seats.ts', 'team/rules.ts -> billing/limits.ts'],
      },
    ])
  })
})
