import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookEndpointAddRequestSchema,
} from '@simlessly/shared'
import type { z } from 'zod'
import { formResolver } from '@/lib/form'

/** The add and edit form: the add request as the schema takes it. */
export type WebhookFormValues = z.input<typeof webhookEndpointAddRequestSchema>
export type WebhookFormOutput = z.output<typeof webhookEndpointAddRequestSchema>

export const EMPTY_WEBHOOK_VALUES: WebhookFormValues = { url: '', description: '', events: [], enabled: true }

/** The form as it opens for an endpoint being edited. */
export const webhookValuesOf = (endpoint: WebhookEndpoint): WebhookFormValues => ({
  url: endpoint.url,
  description: endpoint.description,
  events: [...endpoint.events],
  enabled: endpoint.status === 'ENABLED',
})

/** The shared add schema checks both forms: an edit changes the same fields under the same rules. */
export const webhookFormResolver = formResolver(webhookEndpointAddRequestSchema)

export const WEBHOOK_FORM_FIELDS = ['url', 'description', 'events', 'enabled'] as const

/** The field a server path belongs under: `events.2` under the event boxes; the id under none. */
export const webhookField = (path: readonly string[]): string | undefined =>
  WEBHOOK_FORM_FIELDS.find((field) => field === path[0])

/** Every event, in the contract's order, when not all are chosen yet; none when they all are. */
export const toggledAll = (events: readonly string[]): WebhookEventType[] =>
  WEBHOOK_EVENT_TYPES.every((type) => events.includes(type)) ? [] : [...WEBHOOK_EVENT_TYPES]
