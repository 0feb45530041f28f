import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/**
 * Counters of an enterprise, moved by atomic ADD in the same transaction as what they count: the fleet's
 * totals per index partition (`all`, `status#RELEASED`, `config#<id>`, `group#<id>`, `batch#<code>`) and
 * uses of metered features (`usage#EID_PUSH`).
 * Access pattern: get several by name (a fleet page's total, the groups' counts, the EID push usage).
 */
export function createCounterEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'counter', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true, readOnly: true },
        count: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        byName: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['name'] },
        },
      },
    },
    { client, table },
  )
}

export type CounterItem = EntityItem<ReturnType<typeof createCounterEntity>>
