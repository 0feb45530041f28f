import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/**
 * An enterprise's billing details, as its owner saved them: the buyer its invoices name and the
 * enterprise's time zone. One item in the enterprise's partition.
 * Access pattern: get by enterprise (the Subscription page, the snapshot a payment keeps on its order, the
 * time zone of the plan's monthly limits).
 */
export function createBillingDetailsEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'billingDetails', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        companyName: { type: 'string', required: true },
        address: { type: 'string', required: true },
        country: { type: 'string', required: true },
        taxId: { type: 'string', required: true, default: '' },
        billingEmail: { type: 'string', required: true },
        timeZone: { type: 'string', required: true },
        updatedBy: { type: 'string', required: true },
        updatedAt: { type: 'number', required: true },
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

export type BillingDetailsItem = EntityItem<ReturnType<typeof createBillingDetailsEntity>>
