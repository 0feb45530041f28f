import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { EXPORT_STATUSES } from '@simlessly/shared'
import { Entity, type EntityItem } from 'electrodb'

/** Fleet exports (CSV of a filtered set). Access pattern: get one (polling, download). */
export function createFleetExportEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'fleetExport', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        exportId: { type: 'string', required: true, readOnly: true },
        status: { type: EXPORT_STATUSES, required: true },
        /** The filters and sort, as the fleet list takes them. */
        query: { type: 'any', required: true },
        rows: { type: 'number', required: true, default: 0 },
        /** Whether the CSV carries the AC columns; exports made before this was recorded all did. */
        withAcs: { type: 'boolean' },
        fileKey: { type: 'string' },
        problem: { type: 'string' },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['exportId'] },
        },
      },
    },
    { client, table },
  )
}

export type FleetExportItem = EntityItem<ReturnType<typeof createFleetExportEntity>>
