import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem, Service } from 'electrodb'
import { claimsTableOf } from '../resources.ts'
import { CLAIMS_MOVED } from './claims-move.ts'
import { isConditionalFailure } from './transaction.ts'

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

export type IccidClaimEntity = ReturnType<typeof createIccidClaimEntity>
export type IccidClaimItem = EntityItem<IccidClaimEntity>

/** A claim's keys as ElectroDB composes them, for claims put from one ElectroDB built (templated-puts.ts). */
export const iccidClaimKeys = (claim: { iccid: string }) => ({
  pk: `$simlessly#iccid_${claim.iccid}`.toLowerCase(),
  sk: '$iccidclaim_1',
})

/** How long a process trusts "not copied yet" before asking again; "copied" is kept for good. */
export const UNMOVED_RECHECK_MS = 30_000

/**
 * The ICCID claims, in the claims table (`claimsTableOf`), and what stands in for the single table's older
 * claims until they are copied in (claims-move.ts). A deploy updates the functions before its setup step
 * copies them, so until the claims table carries the copy's mark a claim is also checked against the single
 * table's in the same transaction (`beforeMove`), a read that misses falls back to it, and a release deletes
 * in both. The mark is read once per process once there (it is never taken off); while absent, again after
 * 30 s.
 */
export function createIccidClaims(client: DynamoDBDocumentClient, table: string) {
  const claimsTable = claimsTableOf(table)
  const entity = createIccidClaimEntity(client, claimsTable)
  const older = createIccidClaimEntity(client, table)
  let moved = false
  let askedAt = Number.NEGATIVE_INFINITY
  let asking: Promise<boolean> | undefined
  const ask = async () => {
    const mark = await client.send(
      new GetCommand({ TableName: claimsTable, Key: CLAIMS_MOVED, ConsistentRead: true }),
    )
    moved = Boolean(mark.Item)
    askedAt = performance.now()
    return moved
  }
  /** Whether the older claims are in the claims table (the copy's mark is there). */
  const copied = async (): Promise<boolean> => {
    if (moved) return true
    if (performance.now() - askedAt < UNMOVED_RECHECK_MS) return false
    asking ??= ask().finally(() => {
      asking = undefined
    })
    return asking
  }
  return {
    entity,
    /** The claims table's entity as a service, for a chunk's claims in one transaction. */
    service: new Service({ iccidClaim: entity }, { client, table: claimsTable }),
    /** Both tables' claims (no service table: each entity keeps its own), for transactions before the copy. */
    beforeMove: new Service({ iccidClaim: entity, olderClaim: older }, { client }),
    copied,
    /** The ICCID's claim, or null. */
    async get(iccid: string): Promise<IccidClaimItem | null> {
      const { data } = await entity.get({ iccid }).go()
      if (data || (await copied())) return data
      return (await older.get({ iccid }).go()).data
    },
    /** Gives up a claim while it is still this batch's (a recycled ICCID, a single AC refused). */
    async release(owner: { enterpriseId: string; batchCode: string }, iccid: string): Promise<void> {
      const targets = (await copied()) ? [entity] : [entity, older]
      for (const target of targets) {
        try {
          await target
            .delete({ iccid })
            .where(
              (attr, { eq }) =>
                `${eq(attr.enterpriseId, owner.enterpriseId)} AND ${eq(attr.batchCode, owner.batchCode)}`,
            )
            .go()
        } catch (error) {
          if (!isConditionalFailure(error)) throw error
        }
      }
    },
  }
}

export type IccidClaims = ReturnType<typeof createIccidClaims>
