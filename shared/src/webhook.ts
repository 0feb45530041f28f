import { z } from 'zod'

/**
 * Webhooks: the console pushes what happens to an integrator's URL. Each delivery is a POST of
 * `{ type, timestamp, data }` signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`), retried on failure on WEBHOOK_RETRY_DELAYS_MS.
 */
export const WEBHOOK_EVENT_TYPES = [
  'profile.downloaded',
  'profile.installed',
  'profile.enabled',
  'profile.disabled',
  'profile.deleted',
  'profile.download_failed',
  'batch.completed',
  'campaign.completed',
  'eid_push.downloaded',
  'eid_push.failed',
  'order.status_changed',
  'quota.reached_80',
  'quota.reached_100',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]
/** Sent only by "Send test event"; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'profile.downloaded': 'Profile downloaded',
  'profile.installed': 'Profile installed',
  'profile.enabled': 'Profile enabled',
  'profile.disabled': 'Profile disabled',
  'profile.deleted': 'Profile deleted',
  'profile.download_failed': 'Profile download failed',
  'batch.completed': 'Batch completed',
  'campaign.completed': 'Campaign completed',
  'eid_push.downloaded': 'EID push downloaded',
  'eid_push.failed': 'EID push failed',
  'order.status_changed': 'Order status changed',
  'quota.reached_80': 'Quota at 80 %',
  'quota.reached_100': 'Quota at 100 %',
}

/**
 * When each attempt is made, counted from the event: at once, then after 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h and 24 h; after the last failure the delivery has failed.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  24 * 3_600_000,
] as const
/** How long the console waits for a receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_CHARS = 500
export const MAX_WEBHOOK_ENDPOINTS = 10
/** How long the delivery log keeps a delivery. */
export const WEBHOOK_LOG_DAYS = 30
export const MAX_WEBHOOK_SECRET_GRACE_HOURS = 7 * 24
export const WEBHOOK_DESCRIPTION_MAX = 100

const urlSchema = z
  .string()
  .trim()
  .max(2000, 'Use a URL of at most 2,000 characters')
  .refine(
    (value) => {
      try {
        const url = new URL(value)
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
      } catch {
        return false
      }
    },
    { message: 'Enter an http or https URL such as https://example.com/webhooks, without a user name' },
  )

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)])

export const webhookEndpointAddRequestSchema = z.object({
  url: urlSchema,
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX, `Use at most ${WEBHOOK_DESCRIPTION_MAX} characters`)
    .default(''),
  events: eventsSchema,
  enabled: z.boolean().default(true),
})

const endpointIdSchema = z.string().regex(/^wh_[0-9A-Z]{26}$/, 'Unknown webhook endpoint')
export const webhookEndpointRefSchema = z.object({ endpointId: endpointIdSchema })

export const webhookEndpointUpdateRequestSchema = webhookEndpointRefSchema.extend({
  url: urlSchema.optional(),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).optional(),
  events: eventsSchema.optional(),
  enabled: z.boolean().optional(),
})

export const webhookSecretRotateRequestSchema = webhookEndpointRefSchema.extend({
  /** How long deliveries carry the old secret's signature beside the new one's. */
  graceHours: z
    .number()
    .int()
    .min(0)
    .max(
      MAX_WEBHOOK_SECRET_GRACE_HOURS,
      `Keep the old secret at most ${MAX_WEBHOOK_SECRET_GRACE_HOURS} hours`,
    ),
})

const ENDPOINT_STATUSES = ['ENABLED', 'PAUSED', 'DISABLED'] as const
export type WebhookEndpointStatus = (typeof ENDPOINT_STATUSES)[number]

export const webhookEndpointSchema = z.object({
  endpointId: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** ENABLED receives; PAUSED by a person; DISABLED by the console when the receiver answered 410 Gone. */
  status: z.enum(ENDPOINT_STATUSES),
  /** Why the console disabled it, when it did. */
  disabledReason: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.number(),
  /** Until when deliveries are also signed with the secret before the last rotation, or null. */
  previousSecretUntil: z.number().nullable(),
})
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>

export const webhookEndpointListSchema = z.object({ list: z.array(webhookEndpointSchema) })

/** An endpoint as created or with a rotated secret: the only answers that carry its signing secret. */
export const webhookEndpointSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() })
export type WebhookEndpointSecret = z.infer<typeof webhookEndpointSecretSchema>

const DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const
export type WebhookDeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export const webhookAttemptSchema = z.object({
  at: z.number(),
  /** The receiver's HTTP status, or null when there was no answer (timeout, refused connection). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The start of the receiver's answer, or what went wrong before one came. */
  excerpt: z.string(),
})
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>

export const webhookDeliverySchema = z.object({
  deliveryId: z.string(),
  /** The `webhook-id` header: the same on every attempt, so a receiver can ignore a repeat. */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  createdAt: z.number(),
  /** When the next attempt is due (PENDING only). */
  nextAttemptAt: z.number().nullable(),
  attempts: z.array(webhookAttemptSchema),
  /** The payload as sent. */
  payload: z.string(),
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>

/** The newest deliveries first, a page at a time: `cursor` is the last page's `next`. */
export const webhookDeliveryListRequestSchema = webhookEndpointRefSchema.extend({
  cursor: z.string().max(200).nullable().default(null),
  pageSize: z.number().int().min(1).max(100).default(20),
})
export const webhookDeliveryPageSchema = z.object({
  list: z.array(webhookDeliverySchema),
  /** The cursor of the next page, or null after the last. */
  next: z.string().nullable(),
})

export const webhookDeliveryRefSchema = webhookEndpointRefSchema.extend({
  deliveryId: z.string().min(1).max(40),
})
