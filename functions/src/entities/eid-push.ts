import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { EID_PUSH_STATUSES } from '@simlessly/shared'
import { Entity, type EntityItem } from 'electrodb'

/**
 * EID pushes. Access patterns: the enterprise's pushes, newest first (push ids are ULIDs); a profile's
 * pushes (gsi1, for the SM-DP+'s notifications).
 */
export function createEidPushEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'eidPush', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        pushId: { type: 'string', required: true, readOnly: true },
        iccid: { type: 'string', required: true, readOnly: true },
        eid: { type: 'string', required: true },
        smdsAddress: { type: 'string', required: true },
        status: { type: EID_PUSH_STATUSES, required: true },
        reason: { type: 'string' },
        campaignId: { type: 'string' },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        updatedAt: { type: 'number', required: true },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['pushId'] },
        },
        byProfile: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['enterpriseId', 'iccid'] },
          sk: { field: 'gsi1sk', composite: ['pushId'] },
        },
      },
    },
    { client, table },
  )
}

export type EidPushItem = EntityItem<ReturnType<typeof createEidPushEntity>>
