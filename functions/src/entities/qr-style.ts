import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/**
 * An enterprise's QR style: its own colours and logo (the logo as a PNG data URL, at most 200 KB) and which
 * style is active. One row in the enterprise's partition.
 * Access patterns: get it (the beautifier screen, every batch start).
 */
export function createQrStyleEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'qrStyle', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        active: { type: ['DEFAULT', 'CUSTOM'] as const, required: true },
        custom: { type: 'any' },
        updatedAt: {
          type: 'number',
          required: true,
          watch: '*',
          default: () => Date.now(),
          set: () => Date.now(),
        },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: [] },
        },
      },
    },
    { client, table },
  )
}

export type QrStyleItem = EntityItem<ReturnType<typeof createQrStyleEntity>>
