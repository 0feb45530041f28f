import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { BLOCK_KINDS } from '@simlessly/shared'
import { Entity, type EntityItem } from 'electrodb'

/** The block list. Access patterns: is this identifier blocked (get); list the enterprise's blocks. */
export function createBlockEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'block', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        kind: { type: BLOCK_KINDS, required: true, readOnly: true },
        value: { type: 'string', required: true, readOnly: true },
        reason: { type: 'string', required: true },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['kind', 'value'] },
        },
      },
    },
    { client, table },
  )
}

export type BlockItem = EntityItem<ReturnType<typeof createBlockEntity>>
