import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { TEAM_AUDIT_ACTIONS } from '@simlessly/shared'
import { Entity, type EntityItem } from 'electrodb'
import { TABLE_TTL_ATTRIBUTE } from '../resources.ts'

/**
 * Pending invitations to an enterprise, in the enterprise's partition.
 * Access patterns:
 * - an enterprise's pending invitations (the Members screen, the seat count, the team's locked reads)
 * - get one by enterprise and id (resend, cancel, accept)
 */
export function createInvitationEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'invitation', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        invitationId: { type: 'string', required: true, readOnly: true },
        email: { type: 'string', required: true, readOnly: true },
        roleId: { type: 'string', required: true },
        /** The member who invited (or last re-sent the invitation). */
        invitedBy: { type: 'string', required: true },
        invitedAt: { type: 'number', required: true },
        validUntil: { type: 'number', required: true },
        /** The SHA-256 of the link's secret now in force; older links point here no more. */
        tokenHash: { type: 'string', required: true },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['invitationId'] },
        },
      },
    },
    { client, table },
  )
}

/**
 * An invitation link, by the SHA-256 of its secret (the secret itself is only in the mail). Kept after the
 * link is used or replaced, until its TTL, so an old link says why it no longer works.
 * Access pattern: get by hash (the public accept page).
 */
export function createInvitationTokenEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'invitationToken', version: '1', service: 'simlessly' },
      attributes: {
        tokenHash: { type: 'string', required: true, readOnly: true },
        enterpriseId: { type: 'string', required: true, readOnly: true },
        invitationId: { type: 'string', required: true, readOnly: true },
        email: { type: 'string', required: true, readOnly: true },
        /** Who sent this link: asked for a new one when it expired, even once the invitation is gone. */
        invitedBy: { type: 'string', required: true, readOnly: true },
        validUntil: { type: 'number', required: true },
        usedAt: { type: 'number' },
        replacedAt: { type: 'number' },
        expiresAt: { type: 'number', required: true, field: TABLE_TTL_ATTRIBUTE },
      },
      indexes: {
        byHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    { client, table },
  )
}

/**
 * The audit of team changes, in the enterprise's partition, sorted by a ULID (newest first when read
 * backwards). Its length is the `team#audit` counter, moved in the same transaction.
 * Access pattern: an enterprise's entries, newest first (the Members screen's audit).
 */
export function createTeamAuditEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'teamAudit', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        entryId: { type: 'string', required: true, readOnly: true },
        at: { type: 'number', required: true },
        /** The actor's name as it was then. */
        actor: { type: 'string', required: true },
        actorUserId: { type: 'string', required: true },
        action: { type: TEAM_AUDIT_ACTIONS, required: true },
        target: { type: 'string', required: true },
        before: { type: 'string' },
        after: { type: 'string' },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['entryId'] },
        },
      },
    },
    { client, table },
  )
}

export type InvitationItem = EntityItem<ReturnType<typeof createInvitationEntity>>
export type InvitationTokenItem = EntityItem<ReturnType<typeof createInvitationTokenEntity>>
export type TeamAuditItem = EntityItem<ReturnType<typeof createTeamAuditEntity>>
