import { ErrorCode, endpoints, type OrderQuote, permissionTree } from '@simlessly/shared'
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrderQuoteInput } from '@/api/order'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { PurchaseConfirm } from './purchase-confirm'

afterEach(() => sessionStore.clear())

const REQUEST: OrderQuoteInput = {
  operation: 'NEW',
  plan: 'PRO',
  billingType: 'MONTHLY',
  quantity: 1,
  paymentMethod: 1,
}
const QUOTE: OrderQuote = {
  plan: 'PRO',
  planName: 'Pro',
  billingType: 'MONTHLY',
  quantity: 1,
  unitPriceCents: 29_900,
  originalPriceCents: 29_900,
  discountCents: 0,
  taxCents: 0,
  taxRatePercent: 0,
  amountCents: 29_900,
  upgrade: null,
  planStartAt: Date.UTC(2026, 2, 5, 12),
  planEndAt: Date.UTC(2026, 3, 5, 12),
}
const quote = { data: QUOTE, isPlaceholderData: false, isError: false } as UseQueryResult<OrderQuote>

function renderConfirm(onTransfer = vi.fn()) {
  sessionStore.setPermissions(permissionTree(['Order_View', 'Order_Purchase']))
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PurchaseConfirm request={REQUEST} quote={quote} onTransfer={onTransfer} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return onTransfer
}

const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  return screen.findByRole('alertdialog', { name: 'Buy the Pro plan?' })
}
const sentKeys = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).requestKey as string)

describe('PurchaseConfirm', () => {
  it('states plan, period and amount, and a double click makes one order', async () => {
    const fetch = stubFetch(() => new Promise<Response>(() => {}))
    renderConfirm()
    const dialog = await openDialog()
    expect(dialog.textContent).toContain('Pro, Monthly × 1, from Mar 5, 2026 to Apr 5, 2026. You pay $299.00')
    const place = within(dialog).getByRole('button', { name: 'Place the order' })
    fireEvent.click(place)
    fireEvent.click(place)
    await waitFor(() => expect(place).toHaveProperty('disabled', true))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]?.[0]).toBe(apiUrl(endpoints.order.create))
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ ...REQUEST })
  })

  it('shows a refusal in the server’s words and tries again with a new request key', async () => {
    const message = 'An upgrade needs a running paid plan lower than the one chosen'
    const fetch = stubFetch(() =>
      envelopeResponse(null, { success: false, code: ErrorCode.ORDER_STATE, msg: message, status: 409 }),
    )
    renderConfirm()
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Place the order' }))
    expect((await screen.findByRole('alert')).textContent).toContain(message)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Place the order' }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    const [first, second] = sentKeys(fetch)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).not.toBe(first)
  })
})
