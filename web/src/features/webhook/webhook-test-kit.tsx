import {
  type PermissionId,
  permissionTree,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@simlessly/shared'
import { webhookEndpoints } from '@simlessly/shared/endpoints/webhook'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { vi } from 'vitest'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { WebhooksSection } from './components/webhooks-section'

/** Fixtures and the faked server edge of the webhooks screen tests. */

export const ORDERS: WebhookEndpoint = {
  endpointId: 'wh_01JAAAAAAAAAAAAAAAAAAAAAAA',
  url: 'https://erp.example.com/hooks/simlessly',
  description: 'ERP sync',
  events: ['profile.downloaded', 'batch.completed'],
  status: 'ENABLED',
  disabledReason: null,
  createdBy: 'Ada Lovelace',
  createdAt: Date.UTC(2026, 0, 5),
  previousSecretUntil: null,
}
export const GONE: WebhookEndpoint = {
  ...ORDERS,
  endpointId: 'wh_01JBBBBBBBBBBBBBBBBBBBBBBB',
  url: 'https://old.example.com/hooks',
  description: '',
  status: 'DISABLED',
  disabledReason: 'the receiver answered 410 Gone',
}
export const WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
export const VIEW: PermissionId[] = ['Developer_View']
export const MANAGE: PermissionId[] = [...VIEW, 'Api_Key_Manage']

export const delivery = (id: string, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  deliveryId: id,
  eventId: `msg_${id}`,
  eventType: 'profile.downloaded',
  status: 'SUCCEEDED',
  createdAt: Date.UTC(2026, 0, 6, 9),
  nextAttemptAt: null,
  attempts: [{ at: Date.UTC(2026, 0, 6, 9), statusCode: 200, durationMs: 87, excerpt: '{"ok":true}' }],
  payload: JSON.stringify({ type: 'profile.downloaded', timestamp: '2026-01-06T09:00:00Z', data: {} }),
  ...overrides,
})

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export type Answers = Partial<Record<string, (body: Record<string, unknown>) => Response>>

/** The section for a user holding `held`; the list answers `list` (changed by the answers), the rest by `answers`. */
export function renderWebhooks(held: PermissionId[], list: WebhookEndpoint[], answers: Answers = {}) {
  sessionStore.setPermissions(permissionTree(held))
  // Radix measures a switch inside a form; jsdom has no ResizeObserver (the config unstubs it after).
  vi.stubGlobal('ResizeObserver', NoResizeObserver)
  const fetch = stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname
    const answer = answers[path]
    if (answer) return answer(init.body ? JSON.parse(String(init.body)) : {})
    if (path === apiUrl(webhookEndpoints.list)) return envelopeResponse({ list })
    return envelopeResponse(null)
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <WebhooksSection />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { fetch, queryClient }
}

/** The bodies sent to one endpoint, in order. */
export const sentTo = (fetch: ReturnType<typeof stubFetch>, endpoint: { path: string }) =>
  fetch.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === apiUrl(endpoint as never))
    .map(([, init]) => JSON.parse(String(init?.body)))

/** The endpoints' table row showing `url`. */
export const endpointRow = async (url: string) => {
  const table = await screen.findByRole('table', { name: 'Webhook endpoints' })
  return (await within(table).findByText(url)).closest('tr') as HTMLElement
}
