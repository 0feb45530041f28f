import { endpoints } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { sessionBrand } from '@/lib/session/session-brand'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { PROVIDERS_STORAGE_KEY, ProviderButtons } from './provider-buttons'
import { SignErrorReasonAlert, signErrorReason } from './sign-error-reason'

function renderButtons(providers: string[], props: Parameters<typeof ProviderButtons>[0]) {
  stubFetch((url) => {
    if (!url.startsWith(apiUrl(endpoints.oauth.providers))) throw new Error(`unexpected call ${url}`)
    return envelopeResponse({ providers })
  })
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProviderButtons {...props} />
    </QueryClientProvider>,
  )
}

describe('ProviderButtons', () => {
  it('links to the render route of each configured provider, with the brand and the invitation', async () => {
    renderButtons(['google', 'microsoft'], { intent: 'signup', sys: 'acme', invite: 'tok' })
    const google = await screen.findByRole('link', { name: 'Sign up with Google' })
    expect(google.getAttribute('href')).toBe('/api/v1/oauth/render/signup/google/acme?invite=tok')
    const microsoft = screen.getByRole('link', { name: 'Sign up with Microsoft' })
    expect(microsoft.getAttribute('href')).toBe('/api/v1/oauth/render/signup/microsoft/acme?invite=tok')
  })

  it('keeps the brand for the session a provider may sign in at once', async () => {
    renderButtons(['google'], { intent: 'login', sys: 'acme' })
    const google = await screen.findByRole('link', { name: /Google/ })
    google.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(google)
    expect(sessionBrand()).toBe('acme')
  })

  it("holds the row's room until the answer, then keeps how many there are for the next first paint", async () => {
    localStorage.removeItem(PROVIDERS_STORAGE_KEY)
    renderButtons(['microsoft'], { intent: 'login', sys: undefined, pending: <p>room</p> })
    expect(screen.getByText('room')).toBeTruthy()
    await screen.findByRole('link', { name: 'Sign in with Microsoft' })
    expect(screen.queryByText('room')).toBeNull()
    await waitFor(() => expect(localStorage.getItem(PROVIDERS_STORAGE_KEY)).toBe('1'))
    expect(document.documentElement.dataset.providers).toBe('1')
  })

  it('shows no button for a provider without settings, and none at all when none has them', async () => {
    renderButtons(['microsoft'], { intent: 'login', sys: undefined })
    const link = await screen.findByRole('link', { name: 'Sign in with Microsoft' })
    expect(link.getAttribute('href')).toBe('/api/v1/oauth/render/login/microsoft/simlessly')
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull()
  })
})

describe('the sign error reason', () => {
  it('shows a known reason with the way back, and ignores any other text in the address', () => {
    expect(signErrorReason('<script>')).toBeNull()
    expect(signErrorReason(null)).toBeNull()
    const reason = signErrorReason('cancelled')
    if (!reason) throw new Error('cancelled is a reason')
    render(
      <MemoryRouter>
        <SignErrorReasonAlert reason={reason} sys="acme" />
      </MemoryRouter>,
    )
    expect(
      screen.getByText('You cancelled the sign-in at the provider. Sign in again when you are ready.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/login/acme')
  })
})
