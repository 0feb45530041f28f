import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/** Billed usage of metered features (EID push in beta), one row per use, for billing. */
export function createUsageRecordEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'usageRecord', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        feature: { type: ['EID_PUSH'] as const, required: true, readOnly: true },
        usageId: { type: 'string', required: true, readOnly: true },
        /** What was used, e.g. the push id. */
        subject: { type: 'string', required: true },
        at: { type: 'number', required: true },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['feature', 'usageId'] },
        },
      },
    },
    { client, table },
  )
}

export type UsageRecordItem = EntityItem<ReturnType<typeof createUsageRecordEntity>>
