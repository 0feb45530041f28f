import { behaviorEndpoints } from '@simlessly/shared/endpoints/behavior'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { resetBehaviourConfig } from '@/lib/session/behaviour-config'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { BusinessGuides } from './business-guides'

// The saved settings are kept for the session, as after a sign-in; each test starts signed out.
afterEach(resetBehaviourConfig)

const ALL_DONE = { configured: true, generated: true, downloaded: true }

function renderGuides(steps: typeof ALL_DONE, saved?: string) {
  const fetch = stubFetch((url, init) => {
    if (url.endsWith(apiUrl(behaviorEndpoints.query))) {
      const configs = saved === undefined ? [] : [{ moduleName: 'home.guides', moduleConfig: saved }]
      return envelopeResponse({ configs })
    }
    return envelopeResponse(JSON.parse(String(init.body)))
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BusinessGuides steps={steps} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

describe('the get-started card', () => {
  it('offers to hide itself only once every step is done, and saves that for the user', async () => {
    const fetch = renderGuides(ALL_DONE)
    fireEvent.click(await screen.findByRole('button', { name: 'Hide Get started' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull())
    const save = fetch.mock.calls.find(([url]) => String(url).endsWith(apiUrl(behaviorEndpoints.save)))
    expect(JSON.parse(String(save?.[1]?.body))).toEqual({
      moduleName: 'home.guides',
      moduleConfig: '{"dismissed":true}',
    })
  })

  it('keeps the card, with no way to hide it, while a step is left', async () => {
    renderGuides({ ...ALL_DONE, downloaded: false })
    expect(await screen.findByRole('heading', { name: 'Get started' })).toBeTruthy()
    expect(screen.getByText('2 of 3 done')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Hide Get started' })).toBeNull()
  })

  it('stays hidden once the user hid it', async () => {
    renderGuides(ALL_DONE, '{"dismissed":true}')
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull())
  })
})
