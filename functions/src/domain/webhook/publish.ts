import { createHash } from 'node:crypto'
import { WEBHOOK_LOG_DAYS, type WebhookEventType } from '@simlessly/shared'
import { encodeTime } from 'ulid'
import type { AppContext } from '../../context.ts'
import { committed, inGroups, isConditionalFailure } from '../../entities/transaction.ts'
import { type DeliveryRef, dueKeys, type WebhookEndpointItem } from '../../entities/webhook.ts'

/**
 * Publishing an event: a delivery for each enabled endpoint that wants it, then a job that attempts them.
 * An event's id comes from what happened (`source`), so publishing it again (a repeated notification, a
 * retried job) finds the deliveries it made and makes no second one.
 */
export type WebhookEvent = {
  type: WebhookEventType | 'webhook.test'
  /** What happened, uniquely within the enterprise and type: e.g. a notification's receipt key. */
  source: string
  /**
   * When it happened: the start of its delivery's id, so whoever publishes the same event again must give
   * the same time (a stored one), or it would be a second delivery.
   */
  at: number
  data: Record<string, unknown>
}

/** Deliveries written by one transaction when many events are published at once. */
const CREATES_PER_TRANSACTION = 25
/** Deliveries attempted by one job. */
export const DELIVERIES_PER_JOB = 50
/** How long after an attempt's time the scheduled job takes a delivery whose attempt is on the queue. */
export const QUEUED_GRACE_MS = 2 * 60_000

/**
 * The enterprise's enabled endpoints, read for each publication (one small query of the enterprise's
 * partition), so an endpoint added, paused or deleted applies to the very next event on every instance.
 */
export async function enabledEndpoints(
  ctx: AppContext,
  enterpriseId: string,
): Promise<WebhookEndpointItem[]> {
  const { data } = await ctx.entities.webhookEndpoint.query
    .byEnterprise({ enterpriseId })
    .go({ pages: 'all' })
  return data.filter((endpoint) => endpoint.status === 'ENABLED')
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
function base32(bytes: Buffer, length: number): string {
  return Array.from(bytes.subarray(0, length), (b) => ALPHABET[b % 32]).join('')
}
const digest = (text: string) => createHash('sha256').update(text).digest()

/** The event's id, sent as `webhook-id`: the same each time the same thing is published. */
export function eventIdOf(enterpriseId: string, event: Pick<WebhookEvent, 'type' | 'source'>): string {
  return `msg_${base32(digest(`${enterpriseId}\n${event.type}\n${event.source}`), 26)}`
}

/** The event's time, then a hash of the endpoint and the event: newest first, and one per event. */
export function deliveryIdOf(at: number, endpointId: string, eventId: string): string {
  return `${encodeTime(at, 10)}${base32(digest(`${endpointId}\n${eventId}`), 16)}`
}

/** The payload as Standard Webhooks suggests: `{ type, timestamp, data }`. */
export function payloadOf(event: WebhookEvent): string {
  return JSON.stringify({ type: event.type, timestamp: new Date(event.at).toISOString(), data: event.data })
}

/**
 * Records the deliveries of events to the given endpoints (each subscribed to the event, or `force`d as a
 * test event is) and queues their first attempts. A delivery that exists already is left as it is.
 */
export async function recordDeliveries(
  ctx: AppContext,
  enterpriseId: string,
  endpoints: WebhookEndpointItem[],
  events: WebhookEvent[],
  options: { force?: boolean } = {},
): Promise<DeliveryRef[]> {
  const now = ctx.now()
  const items = endpoints.flatMap((endpoint) =>
    events
      .filter((event) => options.force || endpoint.events.includes(event.type))
      .map((event) => {
        const eventId = eventIdOf(enterpriseId, event)
        const ref = {
          enterpriseId,
          endpointId: endpoint.endpointId,
          deliveryId: deliveryIdOf(event.at, endpoint.endpointId, eventId),
        }
        return {
          ...ref,
          eventId,
          eventType: event.type,
          payload: payloadOf(event),
          createdAt: now,
          status: 'PENDING' as const,
          attemptCount: 0,
          roundStartedAt: now,
          roundFirstAttempt: 0,
          nextAttemptAt: now,
          attempts: [],
          expiresAt: Math.floor(now / 1000) + WEBHOOK_LOG_DAYS * 86_400,
          ...dueKeys(ref, now + QUEUED_GRACE_MS),
        }
      }),
  )
  const made: DeliveryRef[] = []
  await Promise.all(
    inGroups(items, CREATES_PER_TRANSACTION).map(async (group) => {
      const refs = group.map(({ enterpriseId, endpointId, deliveryId }) => ({
        enterpriseId,
        endpointId,
        deliveryId,
      }))
      if (group.length > 1) {
        try {
          await committed(
            ctx.entities.service.transaction
              .write(({ webhookDelivery }) => group.map((item) => webhookDelivery.create(item).commit()))
              .go(),
          )
          made.push(...refs)
          return
        } catch (error) {
          // One of them was published before: each alone, keeping those that exist as they are.
          if (!isConditionalFailure(error)) throw error
        }
      }
      for (const [i, item] of group.entries()) {
        try {
          await ctx.entities.webhookDelivery.create(item).go({ response: 'none' })
          made.push(refs[i] as DeliveryRef)
        } catch (error) {
          if (!isConditionalFailure(error)) throw error
        }
      }
    }),
  )
  await queueAttempts(ctx, made)
  return made
}

/** Queues jobs attempting the deliveries, grouped by endpoint; `delaySeconds` at most SQS's 900. */
export async function queueAttempts(
  ctx: AppContext,
  refs: DeliveryRef[],
  options: { delaySeconds?: number } = {},
): Promise<void> {
  const byEndpoint = new Map<string, DeliveryRef[]>()
  for (const ref of refs) {
    const key = `${ref.enterpriseId}\n${ref.endpointId}`
    byEndpoint.set(key, [...(byEndpoint.get(key) ?? []), ref])
  }
  const jobs = [...byEndpoint.values()].flatMap((group) =>
    inGroups(group, DELIVERIES_PER_JOB).map((chunk) => ({
      type: 'webhook.deliver' as const,
      enterpriseId: chunk[0]?.enterpriseId ?? '',
      endpointId: chunk[0]?.endpointId ?? '',
      deliveryIds: chunk.map((ref) => ref.deliveryId),
    })),
  )
  if (jobs.length > 0) await ctx.webhookQueue.enqueue(jobs, options)
}

/**
 * Publishes events of an enterprise to its endpoints that want them. It throws when it cannot record them,
 * so a caller that is repeated on failure (an SM-DP+ notification, a job) publishes the same events again.
 */
export async function publishEvents(
  ctx: AppContext,
  enterpriseId: string,
  events: WebhookEvent[],
): Promise<void> {
  if (events.length === 0) return
  const endpoints = await enabledEndpoints(ctx, enterpriseId)
  if (endpoints.length === 0) return
  await recordDeliveries(ctx, enterpriseId, endpoints, events)
}

/**
 * Publishes after a change that nobody repeats (a person's action): its failure is logged, not thrown, so
 * the change that happened is not reported as failed for want of a webhook.
 */
export async function publishAfterChange(
  ctx: AppContext,
  enterpriseId: string,
  events: WebhookEvent[],
): Promise<void> {
  await publishEvents(ctx, enterpriseId, events).catch((error: unknown) => {
    ctx.logger.error('webhook events not published', {
      enterpriseId,
      events: events.map((event) => `${event.type}:${event.source}`),
      error,
    })
  })
}
