import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The platform admin's sign-up invitation links. A link is stored under the SHA-256 of its token (the token
 * itself is only in the URL handed out), so a sign-up finds it with one consistent read and claims a use
 * with one conditional write on `uses`. All links also sit in one platform partition of gsi1 sorted by
 * their ULID (the admin's list, newest first; a link by id for revoking). Links are a few a week: that
 * partition stays small.
 * Access patterns: a link by its token's hash (sign-up); every link newest first; a link by id.
 */
export function createInvitationLinkEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'invitationLink', version: '1', service: 'simlessly' },
      attributes: {
        tokenHash: { type: 'string', required: true, readOnly: true },
        linkId: { type: 'string', required: true, readOnly: true },
        prefix: { type: 'string', required: true, readOnly: true },
        /** The preset as JSON (`invitationPresetSchema`), parsed where it is read. */
        preset: { type: 'string', required: true, readOnly: true },
        sys: { type: 'string', readOnly: true },
        expiresAt: { type: 'number', required: true, readOnly: true },
        maxUses: { type: 'number', required: true, readOnly: true },
        uses: { type: 'number', required: true, default: 0 },
        note: { type: 'string', required: true, readOnly: true, default: '' },
        createdAt: { type: 'number', required: true, readOnly: true },
        createdBy: { type: 'string', required: true, readOnly: true },
        revokedAt: { type: 'number' },
        scope: { type: ['platform'] as const, required: true, readOnly: true, default: 'platform' },
      },
      indexes: {
        byHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
        everyLink: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['scope'] },
          sk: { field: 'gsi1sk', composite: ['linkId'] },
        },
      },
    },
    { client, table },
  )
}

/**
 * One sign-up through a link, in the link's partition: written with the use's claim (same transaction as
 * the account), its enterprise filled in when the account is activated.
 * Access pattern: a link's sign-ups, oldest first.
 */
export function createInvitationSignupEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'invitationSignup', version: '1', service: 'simlessly' },
      attributes: {
        linkId: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', required: true, readOnly: true },
        email: { type: 'string', required: true, readOnly: true },
        signedUpAt: { type: 'number', required: true, readOnly: true },
        enterpriseId: { type: 'string' },
        enterpriseName: { type: 'string' },
      },
      indexes: {
        byLink: {
          pk: { field: 'pk', composite: ['linkId'] },
          sk: { field: 'sk', composite: ['userId'] },
        },
      },
    },
    { client, table },
  )
}

export type InvitationLinkItem = EntityItem<ReturnType<typeof createInvitationLinkEntity>>
export type InvitationSignupItem = EntityItem<ReturnType<typeof createInvitationSignupEntity>>
