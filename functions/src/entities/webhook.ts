import { createHash } from 'node:crypto'
import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb'
import { Entity, type EntityItem } from 'electrodb'
import { TABLE_INDEXES, TABLE_TTL_ATTRIBUTE } from '../resources.ts'

/** The due index's key attributes (gsi2), written by the delivery code, never returned. */
const dueKey = { type: 'string', hidden: true } as const

/**
 * An enterprise's webhook endpoints. The signing secret is sealed with the data key (each delivery is
 * signed with it) and never answered after creation or rotation; a rotation keeps the previous one, sealed,
 * until `previousUntil`, and deliveries carry both signatures meanwhile.
 * Access patterns:
 * - list an enterprise's endpoints; get one by id (every delivery)
 */
export function createWebhookEndpointEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'webhookEndpoint', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        endpointId: { type: 'string', required: true, readOnly: true },
        url: { type: 'string', required: true },
        description: { type: 'string', required: true },
        events: { type: 'list', items: { type: 'string' }, required: true },
        status: { type: ['ENABLED', 'PAUSED', 'DISABLED'] as const, required: true },
        disabledReason: { type: 'string' },
        createdBy: { type: 'string', required: true, readOnly: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        updatedAt: { type: 'number', required: true },
        sealedSecret: { type: 'string', required: true },
        previousSealedSecret: { type: 'string' },
        previousUntil: { type: 'number' },
        /**
         * The receiver gave no answer to its last attempts (timeouts, refused connections): nothing is sent
         * to it before `backoffUntil`, and each further silence doubles the wait (`backoffLevel`).
         */
        backoffUntil: { type: 'number' },
        backoffLevel: { type: 'number' },
      },
      indexes: {
        byEnterprise: {
          pk: { field: 'pk', composite: ['enterpriseId'] },
          sk: { field: 'sk', composite: ['endpointId'] },
        },
      },
    },
    { client, table },
  )
}

/**
 * One event for one endpoint, with every attempt to deliver it. The delivery id starts with the event's
 * time (a ULID's time part) so an endpoint's log reads newest first, and ends with a hash of the event id,
 * so publishing an event again finds its delivery instead of making a second one.
 * While PENDING, the delivery is in the due index (gsi2, sharded): the sort key starts with the time the
 * scheduled job should take it (`sweepAt`), which is its next attempt, or a while after it when the attempt
 * is already on the queue (the job then only catches a message that was lost).
 * Access patterns:
 * - an endpoint's deliveries, newest first (the delivery log); get one (each attempt)
 * - the deliveries due, across tenants (gsi2, read by the scheduled job)
 */
export function createWebhookDeliveryEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'webhookDelivery', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        endpointId: { type: 'string', required: true, readOnly: true },
        deliveryId: { type: 'string', required: true, readOnly: true },
        eventId: { type: 'string', required: true, readOnly: true },
        eventType: { type: 'string', required: true, readOnly: true },
        payload: { type: 'string', required: true, readOnly: true },
        createdAt: { type: 'number', required: true, readOnly: true },
        status: { type: ['PENDING', 'SUCCEEDED', 'FAILED'] as const, required: true },
        /** Attempts begun; an attempt is claimed by moving it, on condition that it is what was read. */
        attemptCount: { type: 'number', required: true },
        /** When the current round of the schedule began (the event, or a person's redelivery). */
        roundStartedAt: { type: 'number', required: true },
        /** The attempt the current round began with: the schedule's step is attemptCount minus it. */
        roundFirstAttempt: { type: 'number', required: true },
        nextAttemptAt: { type: 'number' },
        /** While an attempt runs: no other message may claim the delivery before this time (its lease). */
        leasedUntil: { type: 'number' },
        attempts: {
          type: 'list',
          required: true,
          items: {
            type: 'map',
            properties: {
              at: { type: 'number', required: true },
              statusCode: { type: 'number' },
              durationMs: { type: 'number', required: true },
              excerpt: { type: 'string', required: true },
            },
          },
        },
        /** Epoch seconds, for DynamoDB TTL: the log keeps a delivery for WEBHOOK_LOG_DAYS. */
        expiresAt: { type: 'number', required: true, field: TABLE_TTL_ATTRIBUTE },
        gsi2pk: dueKey,
        gsi2sk: dueKey,
      },
      indexes: {
        byEndpoint: {
          pk: { field: 'pk', composite: ['enterpriseId', 'endpointId'] },
          sk: { field: 'sk', composite: ['deliveryId'] },
        },
      },
    },
    { client, table },
  )
}

/**
 * The sending slots of an endpoint: a delivery job sends only while it holds one, so an endpoint's jobs
 * take at most that many workers, however many of them are queued and however long its receiver takes to
 * answer. A slot is taken by a conditional put (free, or its holder's lease ran out) and given back by a
 * delete conditioned on its holder; a worker that died holding one loses it when `heldUntil` passes.
 * Access patterns:
 * - take or give back slot n of an endpoint
 */
export function createWebhookSendLeaseEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: { entity: 'webhookSendLease', version: '1', service: 'simlessly' },
      attributes: {
        enterpriseId: { type: 'string', required: true, readOnly: true },
        endpointId: { type: 'string', required: true, readOnly: true },
        slot: { type: 'number', required: true, readOnly: true },
        /** The job holding the slot. */
        holder: { type: 'string', required: true },
        /** Epoch ms; the slot is free again after it. */
        heldUntil: { type: 'number', required: true },
        /** Epoch seconds, for DynamoDB TTL (DynamoDB Local keeps expired items: code reads heldUntil). */
        expiresAt: { type: 'number', required: true, field: TABLE_TTL_ATTRIBUTE },
      },
      indexes: {
        bySlot: {
          pk: { field: 'pk', composite: ['enterpriseId', 'endpointId'] },
          sk: { field: 'sk', composite: ['slot'] },
        },
      },
    },
    { client, table },
  )
}

export type WebhookEndpointItem = EntityItem<ReturnType<typeof createWebhookEndpointEntity>>
export type WebhookDeliveryItem = EntityItem<ReturnType<typeof createWebhookDeliveryEntity>>

export type DeliveryRef = { enterpriseId: string; endpointId: string; deliveryId: string }

/** Shards of the due index, so that many tenants' retries do not all write one index partition. */
export const DUE_SHARDS = 8
const TIME_DIGITS = 15

function shardOf(deliveryId: string): number {
  return (createHash('sha256').update(deliveryId).digest()[0] ?? 0) % DUE_SHARDS
}

/** The due index's keys of a pending delivery to be taken at `sweepAt`. */
export function dueKeys(ref: DeliveryRef, sweepAt: number): { gsi2pk: string; gsi2sk: string } {
  const at = String(Math.max(0, Math.floor(sweepAt))).padStart(TIME_DIGITS, '0')
  return {
    gsi2pk: `webhookDue#${shardOf(ref.deliveryId)}`,
    gsi2sk: `${at}#${ref.enterpriseId}#${ref.endpointId}#${ref.deliveryId}`,
  }
}

/** The deliveries whose sweep time has come, oldest first, read from the due index's keys alone. */
export function createWebhookDueReads(client: DynamoDBDocumentClient, table: string) {
  const { pk, sk } = TABLE_INDEXES.gsi2
  return {
    async due(until: number, limitPerShard: number): Promise<DeliveryRef[]> {
      const upper = `${String(Math.floor(until)).padStart(TIME_DIGITS, '0')}#~`
      const pages = await Promise.all(
        Array.from({ length: DUE_SHARDS }, (_, shard) =>
          client.send(
            new QueryCommand({
              TableName: table,
              IndexName: 'gsi2',
              KeyConditionExpression: '#pk = :pk AND #sk <= :until',
              ExpressionAttributeNames: { '#pk': pk, '#sk': sk },
              ExpressionAttributeValues: { ':pk': `webhookDue#${shard}`, ':until': upper },
              ProjectionExpression: '#sk',
              Limit: limitPerShard,
            }),
          ),
        ),
      )
      return pages.flatMap((page) =>
        (page.Items ?? []).map((item) => {
          const [, enterpriseId = '', endpointId = '', deliveryId = ''] = String(item[sk]).split('#')
          return { enterpriseId, endpointId, deliveryId }
        }),
      )
    },
  }
}
