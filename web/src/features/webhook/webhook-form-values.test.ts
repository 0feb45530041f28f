import { WEBHOOK_EVENT_TYPES, webhookEndpointAddRequestSchema } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { validationKey } from '@/lib/validation-message'
import { toggledAll, webhookField, webhookValuesOf } from './webhook-form-values'
import { ORDERS } from './webhook-test-kit'

const messagesOf = (input: unknown) =>
  webhookEndpointAddRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

describe('the webhook form', () => {
  it('translates every message the shared schema gives', () => {
    const messages = [
      ...messagesOf({ url: 'ftp://example.com', events: [] }),
      ...messagesOf({ url: `https://example.com/${'a'.repeat(2000)}`, events: ['batch.completed'] }),
      ...messagesOf({
        url: 'https://example.com',
        description: 'd'.repeat(101),
        events: ['batch.completed'],
      }),
    ]
    expect(messages).toHaveLength(4)
    for (const message of messages) expect(validationKey(message), message).toBeDefined()
  })

  it('ticks every event, in the contract order, unless all are ticked already', () => {
    expect(toggledAll(['batch.completed'])).toEqual([...WEBHOOK_EVENT_TYPES])
    expect(toggledAll([...WEBHOOK_EVENT_TYPES].reverse())).toEqual([])
  })

  it('puts a server path under its field, and the endpoint id under none', () => {
    expect(webhookField(['events', '3'])).toBe('events')
    expect(webhookField(['url'])).toBe('url')
    expect(webhookField(['endpointId'])).toBeUndefined()
  })

  it('opens an edit with the endpoint as it is', () => {
    expect(webhookValuesOf({ ...ORDERS, status: 'PAUSED' })).toEqual({
      url: ORDERS.url,
      description: ORDERS.description,
      events: ORDERS.events,
      enabled: false,
    })
  })
})
