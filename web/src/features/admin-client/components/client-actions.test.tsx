import { type ClientDetail, DEFAULT_PLANS, ErrorCode, type Subscription } from '@simlessly/shared'
import { adminClientEndpoints } from '@simlessly/shared/endpoints/admin-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { notifications } from '@/lib/notifications'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { ClientActions } from './client-actions'

afterEach(() => notifications.clear())

const quota = { used: 0, available: 0, exceed: 0, total: 0 }
const subscription: Subscription = {
  state: 'TRIAL',
  plan: DEFAULT_PLANS[0] ?? null,
  freeTrial: true,
  trialDaysLeft: 10,
  startedOn: Date.UTC(2026, 10, 1),
  endsOn: Date.UTC(2026, 10, 30),
  nextRenewal: null,
  autoRenew: false,
  canCancel: true,
  orderId: null,
  period: null,
  billingDimension: 0,
  downloads: quota,
  members: quota,
  scheduled: null,
  timeline: [],
  notice: null,
}
const ACME: ClientDetail = {
  enterpriseId: 'e-acme',
  name: 'Acme',
  ownerEmail: 'owner@acme.example',
  status: 'ACTIVE',
  plan: 'Free trial',
  freeTrial: true,
  trialDaysLeft: 10,
  periodEndsAt: Date.UTC(2026, 10, 30),
  members: 3,
  profiles: 0,
  downloads: 0,
  createdAt: Date.UTC(2026, 10, 1),
  note: '',
  subscription,
  memberList: [],
}

describe("a client's actions", () => {
  it("show a refusal in the server's words, and a confirmation opened again is clean", async () => {
    stubFetch((url) => {
      const path = new URL(url, 'http://localhost').pathname
      if (path === apiUrl(adminClientEndpoints.extendTrial)) {
        return envelopeResponse(null, {
          success: false,
          code: ErrorCode.VALIDATION_FAILED,
          msg: 'Up to 90 days',
        })
      }
      return envelopeResponse(null)
    })
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <ClientActions client={ACME} />
      </QueryClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Extend trial' }))
    const dialog = screen.getByRole('alertdialog', { name: /Extend the free trial of Acme by 7 days/ })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend trial' }))
    expect(await within(dialog).findByText('Up to 90 days')).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Extend trial' }))
    expect(within(screen.getByRole('alertdialog')).queryByText('Up to 90 days')).toBeNull()
  })
})
