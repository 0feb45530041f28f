import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'
import { TABLE_TTL_ATTRIBUTE } from '../resources.ts'

/**
 * API keys. The secret is kept sealed with the data key (the server must recompute each request's HMAC,
 * so a hash would not do) and is never answered again after creation or rotation. A rotation keeps the
 * previous secret, sealed, until `previousUntil`.
 * Access patterns:
 * - get a key by its access key (every signed request): its own partition, found without a tenant
 * - list an enterprise's keys (gsi1, the Developer settings screen)
 */
export function createApiKeyEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'apiKey', version: '1', service: 'simlessly' },
      attributes: {
        accessKey: { type: 'string', required: true, readOnly: true },
        enterpriseId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        permissions: { type: 'list', items: { type: 'string' }, required: true },
        allowedIps: { type: 'list', items: { type: 'string' }, required: true },
        createdBy: { type: 'string', required: true, readOnly: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        sealedSecret: { type: 'string', required: true },
        previousSealedSecret: { type: 'string' },
        previousUntil: { type: 'number' },
        expiresAt: { type: 'number' },
        revokedAt: { type: 'number' },
        lastUsedAt: { type: 'number' },
      },
      indexes: {
        byAccessKey: { pk: { field: 'pk', composite: ['accessKey'] }, sk: { field: 'sk', composite: [] } },
        byEnterprise: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['enterpriseId'] },
          sk: { field: 'gsi1sk', composite: ['createdAt', 'accessKey'] },
        },
      },
    },
    { client, table },
  )
}

/**
 * A signed request's RequestID, claimed once per access key by a conditional put; the claim outlives the
 * clock-skew window (after which the Timestamp alone refuses a replay) and DynamoDB's TTL removes it.
 * Access pattern: put-if-absent by access key and request id.
 */
export function createRequestClaimEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'requestClaim', version: '1', service: 'simlessly' },
      attributes: {
        accessKey: { type: 'string', required: true, readOnly: true },
        requestId: { type: 'string', required: true, readOnly: true },
        /** Epoch seconds, for DynamoDB TTL. */
        expiresAt: { type: 'number', required: true, field: TABLE_TTL_ATTRIBUTE },
      },
      indexes: {
        byRequest: {
          pk: { field: 'pk', composite: ['accessKey', 'requestId'] },
          sk: { field: 'sk', composite: [] },
        },
      },
    },
    { client, table },
  )
}

/**
 * An API key's token bucket, kept as the generic cell rate algorithm keeps one: the theoretical arrival
 * time of the next request (`tat`, ms). Each request moves it by one interval with a single conditional
 * update that does not depend on a value read first, so requests at once on any number of instances never
 * overwrite each other and never need to retry.
 * Access pattern: conditional update by access key.
 */
export function createRateBucketEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'rateBucket', version: '1', service: 'simlessly' },
      attributes: {
        accessKey: { type: 'string', required: true, readOnly: true },
        tat: { type: 'number' },
      },
      indexes: {
        byAccessKey: { pk: { field: 'pk', composite: ['accessKey'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    { client, table },
  )
}

export type ApiKeyItem = EntityItem<ReturnType<typeof createApiKeyEntity>>
