import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/**
 * Groups of profiles. Access patterns: get one; list an enterprise's groups (few: the list is read whole).
 * Their counts are counters (`group#<id>`).
 */
export function createGroupEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'group', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        groupId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['groupId'] },
        },
      },
    },
    { client, table },
  )
}

export type GroupItem = EntityItem<ReturnType<typeof createGroupEntity>>
