import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createBrandEntity } from './brand.ts'

export function createEntities(client: DynamoDBDocumentClient, table: string) {
  return {
    brand: createBrandEntity(client, table),
  }
}

export type Entities = ReturnType<typeof createEntities>
