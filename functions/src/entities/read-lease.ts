import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'
import { TABLE_TTL_ATTRIBUTE } from '../resources.ts'

/**
 * The slots of an enterprise for reading uploaded files: a batch reads its file only while it holds one,
 * so one tenant's uploads cannot take every worker. A slot is taken by a conditional put (free, or its
 * holder's lease ran out) and given back by a delete conditioned on its holder; a worker that died
 * holding one loses it when `heldUntil` passes.
 * Access patterns:
 * - take or give back slot n of an enterprise
 * - list an enterprise's slots (is this batch's file being read right now?)
 */
export function createReadLeaseEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'readLease', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        slot: { type: 'number', required: true, readOnly: true },
        batchCode: { type: 'string', required: true },
        /** Epoch ms; the slot is free again after it. */
        heldUntil: { type: 'number', required: true },
        /** Epoch seconds, for DynamoDB TTL (DynamoDB Local keeps expired items: code reads heldUntil). */
        expiresAt: { type: 'number', required: true, field: TABLE_TTL_ATTRIBUTE },
      },
      indexes: {
        bySlot: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['slot'] },
        },
      },
    },
    { client, table },
  )
}

export type ReadLeaseItem = EntityItem<ReturnType<typeof createReadLeaseEntity>>
