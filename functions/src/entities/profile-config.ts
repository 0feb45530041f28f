import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'
import { timestamps } from './timestamps.ts'

/**
 * Profile configurations, in their enterprise's partition. The validated fields are kept whole in `data`
 * (the shared schema is their definition); `batchCount` counts the batches made with it, so a
 * configuration in use cannot be deleted (a conditional delete).
 * Access patterns:
 * - list an enterprise's configurations (the config screen, the generate screen's picker)
 * - get one by id (forms, every generation)
 */
export function createProfileConfigEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'profileConfig', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        configId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        data: { type: 'any', required: true },
        batchCount: { type: 'number', required: true, default: 0 },
        createdBy: { type: 'string', required: true, readOnly: true },
        ...timestamps,
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['configId'] },
        },
      },
    },
    { client, table },
  )
}

export type ProfileConfigItem = EntityItem<ReturnType<typeof createProfileConfigEntity>>
