import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'
import { TABLE_TTL_ATTRIBUTE } from '../resources.ts'

/**
 * Server-side sessions, one per sign-in. The JWT carries the session id; this record decides whether the
 * token still counts (not revoked, not idle for more than 2 hours). DynamoDB's TTL removes old records.
 * Access patterns:
 * - get a session by id (every authenticated request)
 * - list a user's sessions (gsi1, to revoke them on a password change or reset)
 */
export function createSessionEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'session', version: '1', service: 'simlessly' },
      attributes: {
        sessionId: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', required: true, readOnly: true },
        enterpriseId: { type: 'string', required: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        lastSeenAt: { type: 'number', required: true },
        revokedAt: { type: 'number' },
        /** Epoch seconds, for DynamoDB TTL. */
        expiresAt: { type: 'number', required: true, field: TABLE_TTL_ATTRIBUTE },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
        byUser: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['userId'] },
          sk: { field: 'gsi1sk', composite: ['sessionId'] },
        },
      },
    },
    { client, table },
  )
}

/**
 * Single-use codes mailed to people (account activation, password reset). Only a SHA-256 of the code is
 * stored, so a copy of the table cannot be used to take over an account.
 */
export function createOneTimeCodeEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'oneTimeCode', version: '1', service: 'simlessly' },
      attributes: {
        codeHash: { type: 'string', required: true, readOnly: true },
        purpose: { type: ['VERIFY_EMAIL', 'RESET_PASSWORD'] as const, required: true, readOnly: true },
        userId: { type: 'string', required: true, readOnly: true },
        validUntil: { type: 'number', required: true },
        usedAt: { type: 'number' },
        expiresAt: { type: 'number', required: true, field: TABLE_TTL_ATTRIBUTE },
      },
      indexes: {
        byHash: { pk: { field: 'pk', composite: ['codeHash'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    { client, table },
  )
}

/** Fixed-window counters for throttling (sign-in attempts, mails sent to one address). */
export function createThrottleEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'throttle', version: '1', service: 'simlessly' },
      attributes: {
        key: { type: 'string', required: true, readOnly: true },
        windowStart: { type: 'number', required: true, readOnly: true },
        count: { type: 'number', required: true, default: 0 },
        expiresAt: { type: 'number', required: true, field: TABLE_TTL_ATTRIBUTE },
      },
      indexes: {
        byKey: {
          pk: { field: 'pk', composite: ['key'] },
          sk: { field: 'sk', composite: ['windowStart'] },
        },
      },
    },
    { client, table },
  )
}

export type SessionItem = EntityItem<ReturnType<typeof createSessionEntity>>
export type OneTimeCodeItem = EntityItem<ReturnType<typeof createOneTimeCodeEntity>>
export type ThrottleItem = EntityItem<ReturnType<typeof createThrottleEntity>>
