import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { PROFILE_STATUSES, RECYCLE_STATUSES } from '@simlessly/shared'
import { Entity, type EntityItem } from 'electrodb'

/** The fleet's index key attributes (gsi2-gsi8), written from entities/fleet-index.ts, never returned. */
const fleetKey = { type: 'string', hidden: true } as const

/**
 * Generated profiles, in their enterprise's partition, keyed by ICCID. Ki and OPc are kept sealed with the
 * data key and never leave the server in clear.
 * Access patterns:
 * - get a profile by ICCID (detail, re-generate, SM-DP+ notifications); ICCID prefix (fleet filter)
 * - list a batch's profiles (gsi1)
 * - the fleet's lists and filters: by creation time, status, group, configuration (gsi2-gsi5, sorted by
 *   creation time), IMSI, EID and MSISDN prefixes (gsi6-gsi8). Their keys are plain attributes written by
 *   entities/fleet-index.ts with every change, because ElectroDB cannot keep sparse indexes (group, EID,
 *   MSISDN) whose keys share attributes with the always-present ones. Queries over them:
 *   entities/profile-query.ts and profile-reads.ts.
 */
export function createProfileEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'profile', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        iccid: { type: 'string', required: true, readOnly: true },
        imsi: { type: 'string', required: true },
        msisdn: { type: 'string' },
        eid: { type: 'string' },
        kiSealed: { type: 'string', required: true },
        opcSealed: { type: 'string', required: true },
        configId: { type: 'string', required: true },
        batchCode: { type: 'string', required: true },
        smdpAddress: { type: 'string', required: true },
        matchingId: { type: 'string', required: true },
        ac: { type: 'string', required: true },
        status: {
          type: PROFILE_STATUSES,
          required: true,
        },
        regenerations: { type: 'number', default: 0 },
        notes: { type: 'string' },
        protected: { type: 'boolean', default: false },
        recycleStatus: { type: RECYCLE_STATUSES, default: 'NONE' },
        recycleReason: { type: 'string' },
        groupId: { type: 'string' },
        /** The last failure the SM-DP+ reported for it (a notification point and its reason). */
        lastFailure: { type: 'string' },
        /** Reported by the SM-DP+ with a download (its download progress notifications). */
        deviceBrand: { type: 'string' },
        region: { type: 'string' },
        ip: { type: 'string' },
        orderId: { type: 'string' },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        updatedAt: { type: 'number', required: true },
        gsi2pk: fleetKey,
        gsi2sk: fleetKey,
        gsi3pk: fleetKey,
        gsi3sk: fleetKey,
        gsi4pk: fleetKey,
        gsi4sk: fleetKey,
        gsi5pk: fleetKey,
        gsi5sk: fleetKey,
        gsi6pk: fleetKey,
        gsi6sk: fleetKey,
        gsi7pk: fleetKey,
        gsi7sk: fleetKey,
        gsi8pk: fleetKey,
        gsi8sk: fleetKey,
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['iccid'] },
        },
        byBatch: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['enterpriseId', 'batchCode'] },
          sk: { field: 'gsi1sk', composite: ['iccid'] },
        },
      },
    },
    { client, table },
  )
}

export type ProfileEntity = ReturnType<typeof createProfileEntity>
export type ProfileItem = EntityItem<ProfileEntity>

/**
 * A profile's table and gsi1 keys as ElectroDB composes them (lower case), for the puts of a batch's
 * profiles built from one ElectroDB built (entities/templated-puts.ts, whose test holds them equal).
 */
export function profileKeys(p: { enterpriseId: string; batchCode: string; iccid: string }) {
  const pk = `$simlessly#enterpriseid_${p.enterpriseId}`.toLowerCase()
  const sk = `$profile_1#iccid_${p.iccid}`.toLowerCase()
  return { pk, sk, gsi1pk: `${pk}#batchcode_${p.batchCode.toLowerCase()}`, gsi1sk: sk }
}
