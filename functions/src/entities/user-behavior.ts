import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The user behaviour config: a user's own settings of a screen (a JSON string the SPA writes and reads),
 * one row per user and module. Access patterns: get a user's rows for several modules; put one.
 */
export function createUserBehaviorEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'userBehavior', version: '1', service: 'simlessly' },
      attributes: {
        userId: { type: 'string', required: true, readOnly: true },
        moduleName: { type: 'string', required: true, readOnly: true },
        moduleConfig: { type: 'string', required: true },
        updatedAt: { type: 'number', required: true },
      },
      indexes: {
        byUser: {
          pk: { field: 'pk', composite: ['userId'] },
          sk: { field: 'sk', composite: ['moduleName'] },
        },
      },
    },
    { client, table },
  )
}

export type UserBehaviorItem = EntityItem<ReturnType<typeof createUserBehaviorEntity>>
