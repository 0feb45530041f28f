import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  BLOCK_KINDS,
  CAMPAIGN_ACTIONS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TARGET_STATUSES,
  EID_PUSH_STATUSES,
  EXPORT_STATUSES,
  PROFILE_LOG_ACTIONS,
  RECYCLE_RESULTS,
} from '@simlessly/shared'
import { Entity } from 'electrodb'
import { TABLE_TTL_ATTRIBUTE } from '../resources.ts'

/**
 * Counters of an enterprise, moved by atomic ADD in the same transaction as what they count: the fleet's
 * totals per index partition (`all`, `status#RELEASED`, `config#<id>`, `group#<id>`, `batch#<code>`) and
 * uses of metered features (`usage#EID_PUSH`).
 * Access pattern: get several by name (a fleet page's total, the groups' counts, the EID push usage).
 */
export function createCounterEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'counter', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true, readOnly: true },
        count: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        byName: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['name'] },
        },
      },
    },
    { client, table },
  )
}

/**
 * Groups of profiles. Access patterns: get one; list an enterprise's groups (few: the list is read whole).
 * Their counts are counters (`group#<id>`).
 */
export function createGroupEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'group', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        groupId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['groupId'] },
        },
      },
    },
    { client, table },
  )
}

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

/**
 * Profile logs: every state change and user action on a profile. Access patterns: the enterprise's log,
 * newest first (Profile logs); a profile's history (gsi1).
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

/** Fleet exports (CSV of a filtered set). Access pattern: get one (polling, download). */
export function createFleetExportEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'fleetExport', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        exportId: { type: 'string', required: true, readOnly: true },
        status: { type: EXPORT_STATUSES, required: true },
        /** The filters and sort, as the fleet list takes them. */
        query: { type: 'any', required: true },
        rows: { type: 'number', required: true, default: 0 },
        fileKey: { type: 'string' },
        problem: { type: 'string' },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['exportId'] },
        },
      },
    },
    { client, table },
  )
}

/** The user behaviour config (seed section 3): one row per user and module. */
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

/** The block list. Access patterns: is this identifier blocked (get); list the enterprise's blocks. */
export function createBlockEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'block', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        kind: { type: BLOCK_KINDS, required: true, readOnly: true },
        value: { type: 'string', required: true, readOnly: true },
        reason: { type: 'string', required: true },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['kind', 'value'] },
        },
      },
    },
    { client, table },
  )
}

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

/** Billed usage of metered features (EID push in beta), one row per use, for billing. */
export function createUsageRecordEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'usageRecord', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        feature: { type: ['EID_PUSH'] as const, required: true, readOnly: true },
        usageId: { type: 'string', required: true, readOnly: true },
        /** What was used, e.g. the push id. */
        subject: { type: 'string', required: true },
        at: { type: 'number', required: true },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['feature', 'usageId'] },
        },
      },
    },
    { client, table },
  )
}

/** Campaigns. Access patterns: get one; list the enterprise's campaigns, newest first (ULID ids). */
export function createCampaignEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'campaign', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        campaignId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        action: { type: CAMPAIGN_ACTIONS, required: true },
        status: {
          type: CAMPAIGN_STATUSES,
          required: true,
        },
        groupId: { type: 'string' },
        /** The selection, for campaigns over ICCIDs (a group's profiles are read when it starts). */
        iccids: { type: 'list', items: { type: 'string' } },
        smdsAddress: { type: 'string' },
        startAt: { type: 'number', required: true },
        /** The current run: a resume or cancel starts a new one, and queued steps of the old one stop. */
        runId: { type: 'string' },
        /** Targets are written when the campaign starts; until then total is 0. */
        targetsReady: { type: 'boolean', default: false },
        total: { type: 'number', required: true, default: 0 },
        done: { type: 'number', required: true, default: 0 },
        failed: { type: 'number', required: true, default: 0 },
        skipped: { type: 'number', required: true, default: 0 },
        /** The next target to work on (its position). */
        cursor: { type: 'number', required: true, default: 0 },
        resultKey: { type: 'string' },
        problem: { type: 'string' },
        createdBy: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        finishedAt: { type: 'number' },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['campaignId'] },
        },
      },
    },
    { client, table },
  )
}

/** A campaign's targets in the order they are worked through (`position`, zero-padded). */
export function createCampaignTargetEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'campaignTarget', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        campaignId: { type: 'string', required: true, readOnly: true },
        position: { type: 'string', required: true, readOnly: true },
        iccid: { type: 'string', required: true },
        eid: { type: 'string' },
        status: { type: CAMPAIGN_TARGET_STATUSES, required: true },
        reason: { type: 'string' },
        at: { type: 'number' },
      },
      indexes: {
        byCampaign: {
          pk: { field: 'pk', composite: ['enterpriseId', 'campaignId'] },
          sk: { field: 'sk', composite: ['position'] },
        },
      },
    },
    { client, table },
  )
}

/**
 * Campaigns not yet ended, platform-wide: after a restart of the local stack (whose queue forgets its
 * messages) each gets its next step queued again. Access pattern: list all.
 */
export function createActiveCampaignEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'activeCampaign', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        campaignId: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        all: {
          pk: { field: 'pk', composite: [] },
          sk: { field: 'sk', composite: ['enterpriseId', 'campaignId'] },
        },
      },
    },
    { client, table },
  )
}

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
