import { endpoints, permissionTree, type Subscription } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { SubscriptionNotice } from './subscription-notice'

afterEach(() => sessionStore.clear())

const ENDING = 'Your free trial of Simlessly will expires in 2 days.'
const subscription = (notice: Subscription['notice'], extra: Partial<Subscription> = {}) => ({
  state: 'TRIAL',
  plan: null,
  freeTrial: true,
  trialDaysLeft: 2,
  startedOn: 1,
  endsOn: 2,
  nextRenewal: null,
  autoRenew: false,
  canCancel: true,
  orderId: null,
  period: null,
  billingDimension: 0,
  downloads: { used: 0, available: 0, exceed: 0, total: 0 },
  members: { used: 0, available: 0, exceed: 0, total: 0 },
  scheduled: null,
  timeline: [],
  notice,
  ...extra,
})

function renderNotice(path = '/') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <SubscriptionNotice />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('SubscriptionNotice', () => {
  it('asks nothing of a role that may not read the subscription', () => {
    const fetch = stubFetch(() => envelopeResponse(subscription(null)))
    sessionStore.setPermissions(permissionTree(['Fleet_View']))
    renderNotice()
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the server’s notice as a status, with a link to choose a plan for a role that may buy', async () => {
    const fetch = stubFetch(() => envelopeResponse(subscription({ kind: 'TRIAL_ENDING', message: ENDING })))
    sessionStore.setPermissions(permissionTree(['Subscription_View', 'Order_Purchase']))
    renderNotice()
    const notice = await screen.findByRole('status', { name: 'Subscription notice' })
    expect(notice.textContent).toContain(ENDING)
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/order/purchase/NEW',
    )
    expect(fetch.mock.calls[0]?.[0]).toBe(apiUrl(endpoints.plan.queryOrder))
  })

  it('leaves the link out for a role that may not buy, and shows nothing without a notice', async () => {
    stubFetch(() => envelopeResponse(subscription({ kind: 'TRIAL_EXPIRED', message: 'Expired.' })))
    sessionStore.setPermissions(permissionTree(['Order_View']))
    renderNotice()
    expect((await screen.findByRole('status')).textContent).toContain('Expired.')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('names the day a paid plan starts instead of offering a new plan beside it', async () => {
    const DAY = Date.UTC(2031, 2, 5, 12)
    const pro = {
      orderId: 'o1',
      plan: 'PRO' as const,
      planName: 'Pro',
      startsAt: DAY,
      endsAt: DAY + 1,
      running: false,
    }
    stubFetch(() =>
      envelopeResponse(
        subscription(
          { kind: 'TRIAL_EXPIRED', message: 'Your free trial of Simlessly is expired.' },
          { state: 'EXPIRED', scheduled: { plan: 'PRO', planName: 'Pro', startsAt: DAY }, timeline: [pro] },
        ),
      ),
    )
    sessionStore.setPermissions(permissionTree(['Subscription_View', 'Order_Purchase']))
    renderNotice()
    const notice = await screen.findByRole('status', { name: 'Subscription notice' })
    expect(notice.textContent).toContain('Your free trial of Simlessly is expired.')
    expect(notice.textContent).toContain('Your Pro plan starts on Mar 5, 2031.')
    expect(screen.queryByRole('link', { name: 'Choose a plan' })).toBeNull()
  })
})
