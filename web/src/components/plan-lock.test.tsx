import { type Entitlement, endpoints, type PlanLock } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { PlanGate } from './plan-lock'

const LOCK = 'Not available on your plan now'
const expired: PlanLock = {
  reason: 'TRIAL_EXPIRED',
  message: 'Your free trial of Simlessly is expired.',
  way: 'CHOOSE_PLAN',
  next: null,
}
const answer = (generate: PlanLock | null): Entitlement => ({
  state: generate ? 'EXPIRED' : 'TRIAL',
  planName: generate ? null : 'Free trial',
  locks: { GENERATE: generate, EID_PUSH: generate, DEVELOPER_API: generate },
})

function renderGate(entitlement: Entitlement) {
  const fetch = stubFetch(() => envelopeResponse(entitlement))
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PlanGate capability="GENERATE">
          <form aria-label="Generate" />
        </PlanGate>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

describe('PlanGate', () => {
  it('shows the form when the plan allows the work', async () => {
    const fetch = renderGate(answer(null))
    expect(await screen.findByRole('form', { name: 'Generate' })).toBeTruthy()
    expect(fetch.mock.calls[0]?.[0]).toBe(apiUrl(endpoints.plan.entitlement))
  })

  it('shows the lock in the form’s place, with the server’s words and the way out', async () => {
    renderGate(answer(expired))
    const lock = await screen.findByRole('status', { name: LOCK })
    expect(lock.textContent).toContain('Your free trial of Simlessly is expired.')
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/order/purchase/NEW',
    )
    expect(screen.queryByRole('form', { name: 'Generate' })).toBeNull()
  })

  it('offers no purchase to one who must ask the owner', async () => {
    const ask = { ...expired, message: `${expired.message} Ask the owner.`, way: 'ASK_OWNER' } as const
    renderGate(answer(ask))
    expect((await screen.findByRole('status', { name: LOCK })).textContent).toContain('Ask the owner.')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('names the day a paid plan starts when the way is to wait for it', async () => {
    const startsAt = Date.UTC(2031, 2, 5, 12)
    renderGate(answer({ ...expired, way: 'WAIT', next: { planName: 'Pro', startsAt } }))
    expect((await screen.findByRole('status', { name: LOCK })).textContent).toContain(
      'Your Pro plan starts on Mar 5, 2031.',
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})
