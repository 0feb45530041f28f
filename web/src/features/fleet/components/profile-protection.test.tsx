import { endpoints, type FleetProfile } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiUrl, deferred, envelopeResponse, stubFetch } from '@/test/api'
import { ProfileProtection } from './profile-protection'

const PROFILE = { iccid: '89014103211118510720', protected: false, state: 'RELEASED' } as FleetProfile

function renderProtection(profile: FleetProfile) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <ProfileProtection profile={profile} />
    </QueryClientProvider>,
  )
}

describe('ProfileProtection', () => {
  it('stays checked from the click on while the request runs, until it settles', async () => {
    const answer = deferred<Response>()
    const fetch = stubFetch(() => answer.promise)
    renderProtection(PROFILE)
    const box = screen.getByRole('checkbox', { name: /^Protected/ }) as HTMLInputElement
    fireEvent.click(box)
    // At once, not after the mutation's state reaches the component: a box that flips back fails a click.
    expect(box.checked).toBe(true)
    await waitFor(() => expect(box.disabled).toBe(true))
    expect(box.checked).toBe(true)
    expect(String(fetch.mock.calls[0]?.[0])).toContain(apiUrl(endpoints.fleet.protection))
    answer.resolve(envelopeResponse({ updated: [PROFILE.iccid], failures: [] }))
  })

  it('puts back what holds when the request fails', async () => {
    stubFetch(() => envelopeResponse(null, { success: false, code: 403, msg: 'No', status: 403 }))
    renderProtection(PROFILE)
    const box = screen.getByRole('checkbox', { name: /^Protected/ }) as HTMLInputElement
    fireEvent.click(box)
    expect(box.checked).toBe(true)
    await waitFor(() => expect(box.checked).toBe(false))
  })

  it('offers no box for a recycled profile: nothing is left to protect', () => {
    renderProtection({ ...PROFILE, state: 'RECYCLED', recycleStatus: 'RECYCLED' })
    expect(screen.queryByRole('checkbox', { name: /^Protected/ })).toBeNull()
  })
})
