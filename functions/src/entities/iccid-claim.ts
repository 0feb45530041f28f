import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/**
 * One row per ICCID on the platform: an ICCID is unique in the world, so two enterprises (or two batches)
 * cannot both hold it. Written with a condition that lets the same batch write it again (a retry).
 */
export function createIccidClaimEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'iccidClaim', version: '1', service: 'simlessly' },
      attributes: {
        iccid: { type: 'string', required: true, readOnly: true },
        enterpriseId: { type: 'string', required: true },
        batchCode: { type: 'string', required: true },
      },
      indexes: {
        byIccid: { pk: { field: 'pk', composite: ['iccid'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    { client, table },
  )
}

export type IccidClaimItem = EntityItem<ReturnType<typeof createIccidClaimEntity>>

/** A claim's keys as ElectroDB composes them, for claims put from one ElectroDB built (templated-puts.ts). */
export const iccidClaimKeys = (claim: { iccid: string }) => ({
  pk: `$simlessly#iccid_${claim.iccid}`.toLowerCase(),
  sk: '$iccidclaim_1',
})
