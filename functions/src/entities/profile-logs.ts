import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { PROFILE_LOG_ACTIONS, RECYCLE_RESULTS } from '@simlessly/shared'
import { Entity, type EntityItem } from 'electrodb'

/** What both logs are keyed by: in time order per enterprise, and per profile (gsi1); log ids are ULIDs. */
const LOG_KEYS = {
  enterpriseId: { type: 'string', required: true, readOnly: true },
  logId: { type: 'string', required: true, readOnly: true },
  iccid: { type: 'string', required: true, readOnly: true },
} as const
const LOG_INDEXES = {
  byEnterprise: {
    pk: { field: 'pk', composite: ['enterpriseId'] },
    sk: { field: 'sk', composite: ['logId'] },
  },
  byProfile: {
    index: 'gsi1',
    pk: { field: 'gsi1pk', composite: ['enterpriseId', 'iccid'] },
    sk: { field: 'gsi1sk', composite: ['logId'] },
  },
} as const

/** The `iccid` of an entry that stands for several profiles (`iccids`): no profile's history holds it. */
export const LOG_GROUP_ICCID = '*'

/**
 * Profile logs: every state change and user action on a profile. Access patterns: the enterprise's log,
 * newest first (Profile logs); a profile's history (gsi1).
 * A batch writes one GENERATED entry per group of profiles it stores (in the same transaction), listing
 * their ICCIDs in `iccids` under the ICCID `LOG_GROUP_ICCID`, instead of one entry per profile: a third of
 * the items a batch wrote. The log's reads (domain/log.ts) show it as one entry per profile; a profile's
 * history finds its entry by the profile's creation time, which is the entry's (its log id's time).
 */
export function createProfileLogEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'profileLog', version: '1', service: 'simlessly' },
      attributes: {
        ...LOG_KEYS,
        action: { type: PROFILE_LOG_ACTIONS, required: true },
        before: { type: 'string' },
        after: { type: 'string' },
        actor: { type: 'string', required: true },
        detail: { type: 'string' },
        at: { type: 'number', required: true },
        iccids: { type: 'list', items: { type: 'string' } },
      },
      indexes: LOG_INDEXES,
    },
    { client, table },
  )
}

/** Recycle logs: one entry per recycle attempt. Same access patterns as the profile logs. */
export function createRecycleLogEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'recycleLog', version: '1', service: 'simlessly' },
      attributes: {
        ...LOG_KEYS,
        result: { type: RECYCLE_RESULTS, required: true },
        reason: { type: 'string' },
        actor: { type: 'string', required: true },
        campaignId: { type: 'string' },
        at: { type: 'number', required: true },
      },
      indexes: LOG_INDEXES,
    },
    { client, table },
  )
}

export type ProfileLogItem = EntityItem<ReturnType<typeof createProfileLogEntity>>
export type RecycleLogItem = EntityItem<ReturnType<typeof createRecycleLogEntity>>
