import { ErrorCode, endpoints, type InvitationInfo } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { InvitationFlow } from './invitation-flow'

const TOKEN = 'tok_0123456789abcdef0123'
const INFO: InvitationInfo = {
  state: 'VALID',
  enterpriseName: 'Analytical Engines',
  email: 'grace@example.com',
  inviterName: 'Ada Lovelace',
  existingUser: false,
  expiresAt: Date.now() + 86_400_000,
}

/** The flow with the server answering each call by its path. */
function renderFlow(token: string | null, answers: Record<string, () => Response>, sys?: string) {
  const fetch = stubFetch((url) => {
    const answer = answers[new URL(url, 'http://localhost').pathname]
    if (!answer) throw new Error(`unexpected call to ${url}`)
    return answer()
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <InvitationFlow token={token} sys={sys} signedIn={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const bodyOf = (endpoint: { path: string }) => {
    const call = fetch.mock.calls.find(([url]) => url === apiUrl(endpoint as never))
    return call ? JSON.parse(String(call[1]?.body)) : undefined
  }
  return { fetch, bodyOf }
}

const info = (value: InvitationInfo) => ({
  [apiUrl(endpoints.member.invitationInfo)]: () => envelopeResponse(value),
})
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the invitation page', () => {
  it('says a link without a proper token is not valid, and asks the server nothing', () => {
    const { fetch } = renderFlow('short', {})
    expect(screen.getByText('This invitation link is not valid')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('lets a new person set a name and a password under the sign-up rule, then sign in', async () => {
    const { bodyOf } = renderFlow(
      TOKEN,
      {
        ...info(INFO),
        [apiUrl(endpoints.member.acceptInvitation)]: () =>
          envelopeResponse({ email: INFO.email, enterpriseName: INFO.enterpriseName }),
      },
      'acme',
    )
    expect(
      await screen.findByText('Ada Lovelace invited grace@example.com to join Analytical Engines.'),
    ).toBeTruthy()
    type('First name', 'Grace')
    type('Last name', 'Hopper')
    type('Password', 'short')
    type('Confirm password', 'short')
    fireEvent.click(screen.getByRole('button', { name: 'Create my account and join' }))
    expect(await screen.findByText(/Use 10 to 30 characters|Use 8 to 30 characters/)).toBeTruthy()

    type('Password', 'Sup3r-secret!')
    type('Confirm password', 'Sup3r-secret!')
    fireEvent.click(screen.getByRole('button', { name: 'Create my account and join' }))
    expect(await screen.findByText('You joined Analytical Engines')).toBeTruthy()
    expect(bodyOf(endpoints.member.acceptInvitation)).toEqual({
      token: TOKEN,
      firstName: 'Grace',
      lastName: 'Hopper',
      password: 'Sup3r-secret!',
    })
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login/acme?email=grace%40example.com',
    )
  })

  it('lets an existing account join with one button', async () => {
    const { bodyOf } = renderFlow(TOKEN, {
      ...info({ ...INFO, existingUser: true }),
      [apiUrl(endpoints.member.acceptInvitation)]: () =>
        envelopeResponse({ email: INFO.email, enterpriseName: INFO.enterpriseName }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Join Analytical Engines' }))
    expect(await screen.findByText('You joined Analytical Engines')).toBeTruthy()
    expect(bodyOf(endpoints.member.acceptInvitation)).toEqual({ token: TOKEN })
  })

  it('explains an expired link and asks for a new invitation', async () => {
    const { bodyOf } = renderFlow(TOKEN, {
      ...info({ ...INFO, state: 'EXPIRED' }),
      [apiUrl(endpoints.member.requestInvitation)]: () => envelopeResponse(null),
    })
    expect(await screen.findByText('This invitation has expired')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new invitation' }))
    expect(await screen.findByText('We asked for a new invitation; it will come by email')).toBeTruthy()
    expect(bodyOf(endpoints.member.requestInvitation)).toEqual({ token: TOKEN })
  })

  it('explains a used link and offers to sign in, also when accepting finds it used', async () => {
    renderFlow(TOKEN, {
      ...info({ ...INFO, existingUser: true }),
      [apiUrl(endpoints.member.acceptInvitation)]: () =>
        envelopeResponse(null, { success: false, code: ErrorCode.INVITATION_USED, msg: 'used', status: 400 }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Join Analytical Engines' }))
    expect(await screen.findByText('This invitation has already been used')).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        '/login?email=grace%40example.com',
      ),
    )
  })

  it('says a token the server does not know is not valid', async () => {
    renderFlow(TOKEN, {
      [apiUrl(endpoints.member.invitationInfo)]: () =>
        envelopeResponse(null, { success: false, code: ErrorCode.NOT_FOUND, msg: 'Not found', status: 404 }),
    })
    expect(await screen.findByText('This invitation link is not valid')).toBeTruthy()
  })
})
