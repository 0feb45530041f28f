import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { BIP_DIRECTIONS, BIP_MESSAGE_STATUSES, BIP_MESSAGE_TYPES } from '@simlessly/shared'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The BIP server's records, per card (ICCID: an ICCID is unique on the platform).
 *
 * bipMessage: a check-in (kind `msg`, IN) or a command (kind `cmd`, OUT, its status moving QUEUED ->
 * DELIVERED -> DONE or FAILED). Access patterns: a card's commands (the partition's `cmd` items, read at each
 * check-in); a card's messages newest first (gsi1); every message newest first (gsi9, the admin's log). The
 * ids are ULIDs, so a date range is a range of ids. Check-ins expire after 90 days (`expiresAt`).
 *
 * bipCard: the last sequence number accepted from the card (raised with a conditional write, so a replayed
 * or older number is refused), and what its last check-in said.
 */
export function createBipMessageEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'bipMessage', version: '1', service: 'simlessly' },
      attributes: {
        iccid: { type: 'string', required: true, readOnly: true },
        kind: { type: ['msg', 'cmd'] as const, required: true, readOnly: true },
        messageId: { type: 'string', required: true, readOnly: true },
        at: { type: 'number', required: true, readOnly: true },
        enterpriseId: { type: 'string', required: true, readOnly: true },
        eid: { type: 'string' },
        direction: { type: BIP_DIRECTIONS, required: true, readOnly: true },
        type: { type: BIP_MESSAGE_TYPES, required: true, readOnly: true },
        status: { type: BIP_MESSAGE_STATUSES, required: true },
        decoded: { type: 'string', required: true, readOnly: true },
        hex: { type: 'string', required: true, readOnly: true },
        detail: { type: 'string' },
        /** A command's queuer (the admin's email), whom the card's recycle is done for. */
        queuedBy: { type: 'string', readOnly: true },
        queuedByUserId: { type: 'string', readOnly: true },
        deliveredAt: { type: 'number' },
        doneAt: { type: 'number' },
        /** Seconds since the epoch: the table's TTL. */
        expiresAt: { type: 'number', readOnly: true },
        /** Index constant: every message in one list. */
        log: { type: 'string', required: true, readOnly: true, default: 'all' },
      },
      indexes: {
        byCard: {
          pk: { field: 'pk', composite: ['iccid'] },
          sk: { field: 'sk', composite: ['kind', 'messageId'] },
        },
        byCardTime: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['iccid'] },
          sk: { field: 'gsi1sk', composite: ['messageId'] },
        },
        byTime: {
          index: 'gsi9',
          pk: { field: 'gsi9pk', composite: ['log'] },
          sk: { field: 'gsi9sk', composite: ['messageId'] },
        },
      },
    },
    { client, table },
  )
}

export function createBipCardEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'bipCard', version: '1', service: 'simlessly' },
      attributes: {
        iccid: { type: 'string', required: true, readOnly: true },
        lastSequence: { type: 'number', required: true },
        eid: { type: 'string' },
        appletType: { type: 'string', required: true },
        appletVersion: { type: 'string', required: true },
        state: { type: 'string', required: true },
        lastCheckInAt: { type: 'number', required: true },
      },
      indexes: {
        byIccid: { pk: { field: 'pk', composite: ['iccid'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    { client, table },
  )
}

export type BipMessageItem = EntityItem<ReturnType<typeof createBipMessageEntity>>
