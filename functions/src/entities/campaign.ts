import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { CAMPAIGN_ACTIONS, CAMPAIGN_STATUSES, CAMPAIGN_TARGET_STATUSES } from '@simlessly/shared'
import { Entity, type EntityItem } from 'electrodb'

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

/**
 * A campaign's targets in the order they are worked through (`position`, zero-padded). Access patterns: a
 * range of positions (a step's next targets, a page of the list); all of a campaign's (its result).
 */
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

export type CampaignItem = EntityItem<ReturnType<typeof createCampaignEntity>>
export type CampaignTargetItem = EntityItem<ReturnType<typeof createCampaignTargetEntity>>
export type ActiveCampaignItem = EntityItem<ReturnType<typeof createActiveCampaignEntity>>
