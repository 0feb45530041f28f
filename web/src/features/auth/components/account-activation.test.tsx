import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { signInPath } from '@/lib/public-path'
import { envelopeResponse, stubFetch } from '@/test/api'
import { AccountActivation } from './account-activation'

const CODE = 'c'.repeat(32)

function renderActivation() {
  const onLeave = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AccountActivation
          code={CODE}
          signInPath={(email) => signInPath('acme', email)}
          signErrorPath="/signerror/acme"
          onLeave={onLeave}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return onLeave
}

describe('AccountActivation', () => {
  it('counts down to the sign-in page with the activated address filled in', async () => {
    stubFetch(() => envelopeResponse({ email: 'ada@example.com' }))
    renderActivation()
    const link = await screen.findByRole('link', { name: 'Sign in now' })
    expect(link.getAttribute('href')).toBe('/login/acme?email=ada%40example.com')
    expect(screen.getByText(/Going to sign-in in \d+ seconds?/)).toBeTruthy()
  })

  it('tells an active account opening its used link that it is active, with Sign in and no countdown', async () => {
    stubFetch(() => envelopeResponse({ email: 'ada@example.com', alreadyActive: true }))
    const onLeave = renderActivation()
    expect(await screen.findByText('Your account is already active')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Sign in' })
    expect(link.getAttribute('href')).toBe('/login/acme?email=ada%40example.com')
    expect(screen.queryByText(/Going to sign-in/)).toBeNull()
    expect(onLeave).not.toHaveBeenCalled()
  })
})
