import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'
import { TABLE_TTL_ATTRIBUTE } from '../resources.ts'

/**
 * One row per ES2+ download progress notification handled, keyed by what makes it the same notification:
 * the profile, the notification point, its status and its time. Written with the change it causes, so a
 * repeated notification changes nothing. (Stored under its first name, `notificationReceipt`.)
 */
export function createProgressReceiptEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'notificationReceipt', version: '1', service: 'simlessly' },
      attributes: {
        iccid: { type: 'string', required: true, readOnly: true },
        notification: { type: 'string', required: true, readOnly: true },
        enterpriseId: { type: 'string', required: true },
        receivedAt: { type: 'number', required: true },
        /** Epoch seconds, for DynamoDB TTL: an SM-DP+ retries within minutes, never after 90 days. */
        expiresAt: { type: 'number', field: TABLE_TTL_ATTRIBUTE },
      },
      indexes: {
        byProfile: {
          pk: { field: 'pk', composite: ['iccid'] },
          sk: { field: 'sk', composite: ['notification'] },
        },
      },
    },
    { client, table },
  )
}

export type ProgressReceiptItem = EntityItem<ReturnType<typeof createProgressReceiptEntity>>
