import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { describe, expect, it } from 'vitest'
import { FLEET_INDEXES } from '../../functions/src/entities/fleet-index.ts'
import { createEntities } from '../../functions/src/entities/index.ts'
import {
  claimsTableOf,
  FLEET_INDEX_ATTRIBUTES,
  FULL_PROJECTION_INDEXES,
  TABLE_INDEXES,
  TABLE_TTL_ATTRIBUTE,
} from '../../functions/src/resources.ts'
import { deploy } from './recorded.ts'
import type { StageRun } from './stage-inputs.ts'

type Gsi = {
  name: string
  hashKey: string
  rangeKey: string
  projectionType: string
  nonKeyAttributes?: string[]
}
const table = () => deploy().one('aws:dynamodb/table:Table', 'TableTable').inputs

/** Every index the code queries, with the key attributes it expects: `<where>: <index> <pk> <sk>`. */
function indexesTheCodeQueries(): { where: string; index: string; pk?: string; sk?: string }[] {
  const found: { where: string; index: string; pk?: string; sk?: string }[] = []
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }))
  for (const [entity, value] of Object.entries(createEntities(client, 'table'))) {
    const indexes = (value as { schema?: { indexes?: Record<string, unknown> } }).schema?.indexes ?? {}
    for (const index of Object.values(indexes) as {
      index?: string
      pk: { field: string }
      sk?: { field: string }
    }[]) {
      found.push({
        where: `entity ${entity}`,
        index: index.index ?? '(table)',
        pk: index.pk.field,
        sk: index.sk?.field,
      })
    }
  }
  for (const [filter, { index }] of Object.entries(FLEET_INDEXES)) {
    found.push({ where: `fleet filter ${filter}`, index, pk: `${index}pk`, sk: `${index}sk` })
  }
  // Raw queries name their index in place (the webhook due index, for one).
  const src = path.resolve(import.meta.dirname, '../../functions/src')
  for (const file of readdirSync(src, { recursive: true }) as string[]) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.startsWith('local')) continue
    for (const match of readFileSync(path.join(src, file), 'utf8').matchAll(/IndexName: '([^']+)'/g)) {
      found.push({ where: file, index: match[1] as string })
    }
  }
  return found
}

describe('the table', () => {
  it('is on demand, with point-in-time recovery, TTL on the attribute the code expires, and pk/sk keys', () => {
    const t = table()
    expect(t.billingMode).toBe('PAY_PER_REQUEST')
    expect(t.pointInTimeRecovery).toEqual({ enabled: true })
    expect(t.ttl).toEqual({ attributeName: TABLE_TTL_ATTRIBUTE, enabled: true })
    expect([t.hashKey, t.rangeKey]).toEqual(['pk', 'sk'])
  })

  it('has every index the entities, the fleet and the raw queries use, with their keys', () => {
    const gsis = new Map((table().globalSecondaryIndexes as Gsi[]).map((g) => [g.name, g]))
    const missing = indexesTheCodeQueries().filter(({ index, pk, sk }) => {
      if (index === '(table)') return pk !== 'pk' || sk !== 'sk'
      const gsi = gsis.get(index)
      return !gsi || (pk !== undefined && gsi.hashKey !== pk) || (sk !== undefined && gsi.rangeKey !== sk)
    })
    expect(missing, 'queried by the code but absent from the stack (or keyed otherwise)').toEqual([])
  })

  it('projects as resources.ts says: gsi1 and gsi9 everything, the fleet indexes what filters read', () => {
    const actual = (table().globalSecondaryIndexes as Gsi[]).map(
      ({ name, hashKey, rangeKey, projectionType, nonKeyAttributes }) => ({
        name,
        hashKey,
        rangeKey,
        projectionType,
        nonKeyAttributes,
      }),
    )
    const expected = Object.entries(TABLE_INDEXES).map(([name, { pk, sk }]) => ({
      name,
      hashKey: pk,
      rangeKey: sk,
      ...(FULL_PROJECTION_INDEXES.includes(name as keyof typeof TABLE_INDEXES)
        ? { projectionType: 'ALL', nonKeyAttributes: undefined }
        : { projectionType: 'INCLUDE', nonKeyAttributes: FLEET_INDEX_ATTRIBUTES }),
    }))
    expect(actual).toEqual(expected)
  })

  it('declares every key attribute as a string, and nothing else', () => {
    const keys = ['pk', 'sk', ...Object.values(TABLE_INDEXES).flatMap(({ pk, sk }) => [pk, sk])]
    expect(table().attributes).toEqual(keys.map((name) => ({ name, type: 'S' })))
  })

  it('refuses deletion in production only', () => {
    expect(table().deletionProtectionEnabled).toBe(true)
    expect(deploy('dev').one('aws:dynamodb/table:Table', 'TableTable').inputs.deletionProtectionEnabled).toBe(
      false,
    )
  })
})

describe('the ICCID claims table', () => {
  const claims = (stage?: StageRun) => deploy(stage).one('aws:dynamodb/table:Table', 'ClaimsTable').inputs

  it('is named after the table (the functions find it by TABLE_NAME), pk/sk keys, no index, no TTL', () => {
    const d = deploy()
    const c = claims()
    expect(c.name).toBe(claimsTableOf(String(d.outputs.table)))
    expect([c.hashKey, c.rangeKey]).toEqual(['pk', 'sk'])
    expect(c.attributes).toEqual([
      { name: 'pk', type: 'S' },
      { name: 'sk', type: 'S' },
    ])
    expect(c.globalSecondaryIndexes ?? []).toEqual([])
    expect(c.ttl).toBeUndefined()
  })

  it('is on demand, with point-in-time recovery, and refuses deletion in production only', () => {
    expect(claims().billingMode).toBe('PAY_PER_REQUEST')
    expect(claims().pointInTimeRecovery).toEqual({ enabled: true })
    expect(claims().deletionProtectionEnabled).toBe(true)
    expect(claims('dev').deletionProtectionEnabled).toBe(false)
  })
})
