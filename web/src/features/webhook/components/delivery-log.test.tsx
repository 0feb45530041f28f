import { endpoints, type WebhookDelivery } from '@simlessly/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DELIVERY_POLL_MS, webhookDeliveriesQueryOptions } from '@/api/webhook'
import { notifications } from '@/lib/notifications'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse } from '@/test/api'
import { delivery, endpointRow, MANAGE, ORDERS, renderWebhooks, sentTo, VIEW } from '../webhook-test-kit'

afterEach(() => {
  sessionStore.clear()
  notifications.clear()
})

const HOUR = 3_600_000
const SUCCEEDED = delivery('d_ok')
const FAILED = delivery('d_failed', {
  eventType: 'batch.completed',
  status: 'FAILED',
  createdAt: SUCCEEDED.createdAt - HOUR,
  attempts: [
    { at: SUCCEEDED.createdAt - HOUR, statusCode: 500, durationMs: 312, excerpt: 'Internal Server Error' },
    { at: SUCCEEDED.createdAt - HOUR + 5_000, statusCode: null, durationMs: 10_000, excerpt: 'Timed out' },
  ],
})
const PENDING = delivery('d_pending', {
  eventType: 'quota.reached_80',
  status: 'PENDING',
  createdAt: SUCCEEDED.createdAt - 2 * HOUR,
  nextAttemptAt: SUCCEEDED.createdAt,
  attempts: [],
})
const OLDER = delivery('d_older', {
  eventType: 'profile.installed',
  createdAt: SUCCEEDED.createdAt - 30 * HOUR,
})

/** The log of ORDERS: a first page of three, then OLDER behind the cursor `c2`. */
async function openLog(held = MANAGE, extra: Parameters<typeof renderWebhooks>[2] = {}) {
  const rendered = renderWebhooks(held, [ORDERS], {
    [apiUrl(endpoints.webhook.deliveries)]: (body) =>
      envelopeResponse(
        body.cursor === 'c2'
          ? { list: [OLDER], next: null }
          : { list: [SUCCEEDED, FAILED, PENDING], next: 'c2' },
      ),
    ...extra,
  })
  fireEvent.click(
    within(await endpointRow(ORDERS.url)).getByRole('button', { name: `Deliveries to ${ORDERS.url}` }),
  )
  const dialog = await screen.findByRole('dialog', { name: `Deliveries to ${ORDERS.url}` })
  const table = within(dialog).getByRole('table', { name: `Deliveries to ${ORDERS.url}` })
  await within(table).findByText('batch.completed')
  return { ...rendered, dialog, table }
}

const rowOf = (table: HTMLElement, eventType: string) =>
  within(table).getByText(eventType).closest('tr') as HTMLElement

describe('the delivery log', () => {
  it('shows each delivery with its status in words and what its last attempt got', async () => {
    const { table } = await openLog()
    const ok = rowOf(table, 'profile.downloaded')
    expect(within(ok).getByText('Succeeded')).toBeTruthy()
    expect(within(ok).getByText('200')).toBeTruthy()
    expect(within(ok).getByText('87 ms')).toBeTruthy()
    expect(within(ok).getByText('{"ok":true}')).toBeTruthy()
    const failed = rowOf(table, 'batch.completed')
    expect(within(failed).getByText('Failed')).toBeTruthy()
    expect(within(failed).getByText('2')).toBeTruthy()
    expect(within(failed).getByText('No answer')).toBeTruthy()
    expect(within(failed).getByText('Timed out')).toBeTruthy()
    const pending = rowOf(table, 'quota.reached_80')
    expect(within(pending).getByText('Pending')).toBeTruthy()
    expect(within(pending).getByText(/^Next attempt /)).toBeTruthy()
    expect(within(pending).getAllByText('--')).toHaveLength(3)
  })

  it('unfolds a delivery to every attempt and the payload', async () => {
    const { table } = await openLog()
    const toggle = within(rowOf(table, 'batch.completed')).getByRole('button', { name: /^Show the attempts/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const details = document.getElementById(String(toggle.getAttribute('aria-controls'))) as HTMLElement
    const attempts = within(details).getByRole('table', { name: /^Attempts of batch\.completed/ })
    const rows = within(attempts).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', expect.any(String), '500', '312 ms', 'Internal Server Error'],
      ['2', expect.any(String), 'No answer', '10,000 ms', 'Timed out'],
    ])
    expect(within(details).getByText('msg_d_failed')).toBeTruthy()
    expect(within(details).getByText(/"type": "profile\.downloaded"/)).toBeTruthy()
    fireEvent.click(toggle)
    expect(document.getElementById(details.id)).toBeNull()
  })

  it('sends a delivery again and reads the log again', async () => {
    const { fetch, table } = await openLog(MANAGE, {
      [apiUrl(endpoints.webhook.redeliver)]: () => envelopeResponse({ ...FAILED, status: 'PENDING' }),
    })
    const before = sentTo(fetch, endpoints.webhook.deliveries).length
    fireEvent.click(
      within(rowOf(table, 'batch.completed')).getByRole('button', { name: /^Redeliver batch\.completed/ }),
    )
    await waitFor(() =>
      expect(sentTo(fetch, endpoints.webhook.redeliver)).toEqual([
        { endpointId: ORDERS.endpointId, deliveryId: 'd_failed' },
      ]),
    )
    await waitFor(() => expect(sentTo(fetch, endpoints.webhook.deliveries).length).toBeGreaterThan(before))
    expect(notifications.getSnapshot().map((n) => n.message)).toContain('batch.completed sent again')
  })

  it('loads older deliveries with the cursor, until there are none', async () => {
    const { fetch, dialog, table } = await openLog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }))
    expect(await within(table).findByText('profile.installed')).toBeTruthy()
    expect(within(table).getByText('profile.downloaded')).toBeTruthy()
    expect(sentTo(fetch, endpoints.webhook.deliveries).slice(0, 2)).toEqual([
      { endpointId: ORDERS.endpointId, cursor: null, pageSize: 20 },
      { endpointId: ORDERS.endpointId, cursor: 'c2', pageSize: 20 },
    ])
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull())
  })

  it('reads the log again from the newest in pages of the size chosen', async () => {
    const { fetch, dialog } = await openLog()
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Rows per page' }), {
      target: { value: '50' },
    })
    await waitFor(() =>
      expect(sentTo(fetch, endpoints.webhook.deliveries).at(-1)).toEqual({
        endpointId: ORDERS.endpointId,
        cursor: null,
        pageSize: 50,
      }),
    )
  })

  it('offers a viewer the log without Redeliver', async () => {
    const { table } = await openLog(VIEW)
    expect(within(table).queryByRole('button', { name: /^Redeliver/ })).toBeNull()
    expect(within(table).getAllByRole('button', { name: /^Show the attempts/ })).toHaveLength(3)
  })

  it('says when an endpoint has no delivery yet', async () => {
    renderWebhooks(VIEW, [ORDERS], {
      [apiUrl(endpoints.webhook.deliveries)]: () => envelopeResponse({ list: [], next: null }),
    })
    fireEvent.click(await screen.findByRole('button', { name: `Deliveries to ${ORDERS.url}` }))
    expect(await screen.findByText('No deliveries yet. Send a test event to see one here.')).toBeTruthy()
  })
})

describe('reading the log again', () => {
  const interval = (pages: WebhookDelivery[][]) => {
    const { refetchInterval } = webhookDeliveriesQueryOptions(ORDERS.endpointId)
    const data = { pages: pages.map((list) => ({ list, next: null })), pageParams: pages.map(() => null) }
    // The option reads only the query's data.
    return typeof refetchInterval === 'function' ? refetchInterval({ state: { data } } as never) : undefined
  }

  it('happens every few seconds while a loaded delivery is pending, on any page', () => {
    expect(interval([[SUCCEEDED], [FAILED, PENDING]])).toBe(DELIVERY_POLL_MS)
  })

  it('stops once none is', () => {
    expect(interval([[SUCCEEDED, FAILED]])).toBe(false)
  })
})
