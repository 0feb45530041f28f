import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { endpoints } from '@simlessly/shared'
import { afterAll, describe, expect, it } from 'vitest'
import { capabilityProblems, capabilityRows, kebab, layerNames } from './capabilities.ts'

const root = path.resolve(import.meta.dirname, '../..')
const rows = capabilityRows(readFileSync(path.join(root, 'CAPABILITIES.md'), 'utf8'))

describe('one name per capability', () => {
  it("holds CAPABILITIES.md's table and the tree's layers to each other", () => {
    expect(rows.length).toBeGreaterThan(20)
    expect(capabilityProblems(root, rows)).toEqual([])
  })

  it("gives each resource of the endpoint table an endpoint file and a route file of the resource's name", () => {
    const { shared, routes } = layerNames(root)
    const resources = Object.keys(endpoints).map(kebab)
    expect(resources.filter((name) => !shared.includes(name) || !routes.includes(name))).toEqual([])
    expect(shared.filter((name) => name !== 'index' && !resources.includes(name))).toEqual([])
  })

  const scratch = mkdtempSync(path.join(tmpdir(), 'capabilities-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('names a plural twin, a route without its endpoint file and a folder the table does not know', () => {
    const files = [
      'shared/src/endpoints/group.ts',
      'functions/src/api/routes/groups.ts',
      'functions/src/domain/groups.ts',
      'functions/src/domain/actor.ts',
      'web/src/api/group.ts',
      'web/src/features/developer/x.ts',
      'web/src/features/home/x.ts',
    ]
    for (const file of files) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true })
      writeFileSync(path.join(scratch, file), '')
    }
    const table = capabilityRows(
      '## One name per capability\n\n| capability | e | d | a | f |\n| --- | --- | --- | --- | --- |\n' +
        '| `group` | yes | yes | yes | yes |\n',
    )
    expect(capabilityProblems(scratch, table)).toEqual([
      'group: the table says functions/src/api/routes has it, it does not',
      'functions/src/api/routes/groups names no capability of the table',
      'group: the table says functions/src/domain has it, it does not',
      'functions/src/domain/groups names no capability of the table',
      'group: the table says web/src/features has it, it does not',
      'web/src/features/developer names no capability of the table',
      'shared/src/endpoints/group.ts has no route file of its name',
      'functions/src/api/routes/groups.ts has no endpoint file of its name',
    ])
  })
})
