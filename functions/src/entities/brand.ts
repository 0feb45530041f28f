import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'
import { timestamps } from './timestamps.ts'

/**
 * White-label brands, keyed by the `{sys}` route segment. Platform-wide (not tenant data).
 * Access patterns:
 * - get a brand by key (every page load of the SPA, through the platform query)
 */
export function createBrandEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'brand', version: '1', service: 'simlessly' },
      attributes: {
        key: { type: 'string', required: true, readOnly: true },
        appName: { type: 'string', required: true },
        iconUrl: { type: 'string', required: true },
        theme: { type: 'string', required: true },
        ...timestamps,
      },
      indexes: {
        byKey: {
          pk: { field: 'pk', composite: ['key'] },
          sk: { field: 'sk', composite: [] },
        },
      },
    },
    { client, table },
  )
}

export type BrandItem = EntityItem<ReturnType<typeof createBrandEntity>>
