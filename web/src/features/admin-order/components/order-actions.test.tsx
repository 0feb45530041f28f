import { DEFAULT_PLANS, ErrorCode, endpoints, type Order, permissionTree } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { OrderActions } from './order-actions'

const DAY = 86_400_000
const ORDER: Order = {
  orderId: '01JADMINORDER000000000001',
  enterpriseId: 'ent-1',
  enterpriseName: 'Acme Labs',
  status: 'PENDING_CONFIRMATION',
  kind: 'NEW',
  plan: 'PRO',
  planName: 'Pro',
  billingType: 'MONTHLY',
  billingDimension: 0,
  quantity: 1,
  currency: 'USD',
  originalPriceCents: 29_900,
  discount: null,
  discountCents: 0,
  taxCents: 0,
  taxRatePercent: 0,
  amountCents: 29_900,
  upgrade: null,
  paid: false,
  paidAt: null,
  expireAt: Date.now() + DAY,
  planStartAt: Date.now() - DAY,
  planEndAt: Date.now() + 29 * DAY,
  planTime: { value: 1, unit: 'MONTHLY' },
  paymentMethod: 1,
  paymentChannel: null,
  downloads: 5000,
  installations: 0,
  usedDownloads: 0,
  spentCents: 0,
  checkoutUrl: null,
  bankDetails: null,
  paymentError: null,
  invoiceNumber: null,
  invoice: null,
  createdAt: Date.now() - DAY,
  createdBy: 'owner@acme.test',
}

afterEach(() => sessionStore.clear())

function renderActions(order: Order, held: Parameters<typeof permissionTree>[0]) {
  sessionStore.setPermissions(permissionTree(held))
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderActions order={order} plans={DEFAULT_PLANS} onUpgraded={() => {}} />
    </QueryClientProvider>,
  )
}

const button = (name: string) => screen.queryByRole('button', { name })

describe('OrderActions', () => {
  it('offers what the status allows, and only to Admin_Order_Manage', () => {
    renderActions(ORDER, ['Admin_Order_View'])
    expect(button('Confirm transfer received')).toBeNull()
    expect(button('Close order')).toBeNull()
  })

  it('confirms a transfer after stating how much, and shows the server’s refusal in the dialog', async () => {
    const refusal = 'This order is ACTIVE; only a transfer awaiting confirmation can be confirmed'
    const fetch = stubFetch(() =>
      envelopeResponse(null, { success: false, code: ErrorCode.ORDER_STATE, msg: refusal, status: 409 }),
    )
    renderActions(ORDER, ['Admin_Order_View', 'Admin_Order_Manage'])
    expect(button('Close order')).toBeTruthy()
    expect(button('Upgrade')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfer received' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm that $299.00 arrived from Acme Labs?' })
    expect(dialog.textContent).toContain('The plan starts now.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm $299.00 received' }))
    expect(await within(dialog).findByText(refusal)).toBeTruthy()
    expect(String(fetch.mock.calls[0]?.[0])).toBe(apiUrl(endpoints.adminOrder.confirm))
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ orderId: ORDER.orderId })
  })

  it('upgrades a running order and gives a paid one’s receipt', () => {
    renderActions(
      { ...ORDER, status: 'ACTIVE', plan: 'BASIC', paid: true, invoiceNumber: 'INV-2026-000001' },
      ['Admin_Order_View', 'Admin_Order_Manage'],
    )
    expect(button('Upgrade')).toBeTruthy()
    expect(button('Download invoice')).toBeTruthy()
    expect(button('Confirm transfer received')).toBeNull()
    expect(button('Close order')).toBeNull()
  })
})
