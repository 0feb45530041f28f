import { ErrorCode, endpoints, type InvitationInfo, type UserSummary } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
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

/** The flow with the server answering each call by its path, signed out unless `signedInAs` says. */
function renderFlow(
  token: string | null,
  answers: Record<string, () => Response>,
  sys?: string,
  signedInAs: string | null = null,
  onSignedIn?: (user: UserSummary) => void,
) {
  const fetch = stubFetch((url) => {
    const answer = answers[new URL(url, 'http://localhost').pathname]
    if (!answer) throw new Error(`unexpected call to ${url}`)
    return answer()
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <InvitationFlow
          token={token}
          sys={sys}
          signedInAs={signedInAs}
          here={`/invitation?token=${token}`}
          onSignedIn={onSignedIn}
        />
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

  it('signs the new person in with the session the acceptance issued: no second sign-in', async () => {
    const user = { userId: 'u1', email: INFO.email, firstName: 'Grace', lastName: 'Hopper' }
    const onSignedIn = vi.fn()
    renderFlow(
      TOKEN,
      {
        ...info(INFO),
        [apiUrl(endpoints.member.acceptInvitation)]: () =>
          envelopeResponse({ email: INFO.email, enterpriseName: INFO.enterpriseName, user }),
      },
      'acme',
      null,
      onSignedIn,
    )
    await screen.findByText('Ada Lovelace invited grace@example.com to join Analytical Engines.')
    type('First name', 'Grace')
    type('Last name', 'Hopper')
    type('Password', 'Sup3r-secret!')
    type('Confirm password', 'Sup3r-secret!')
    fireEvent.click(screen.getByRole('button', { name: 'Create my account and join' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user))
    expect(onSignedIn).toHaveBeenCalledOnce()
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull()
  })

  it('asks an existing account to sign in and come back to the link, accepting nothing meanwhile', async () => {
    const { fetch } = renderFlow(TOKEN, info({ ...INFO, existingUser: true }))
    const link = await screen.findByRole('link', { name: 'Sign in as grace@example.com to join' })
    const target = new URL(link.getAttribute('href') ?? '', 'http://localhost')
    expect(target.pathname).toBe('/login')
    expect(Object.fromEntries(target.searchParams)).toEqual({
      email: 'grace@example.com',
      next: `/invitation?token=${TOKEN}`,
    })
    expect(screen.queryByRole('button', { name: 'Join Analytical Engines' })).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('lets the invited account, signed in, join with one button', async () => {
    const { bodyOf } = renderFlow(
      TOKEN,
      {
        ...info({ ...INFO, existingUser: true }),
        [apiUrl(endpoints.member.joinInvitation)]: () =>
          envelopeResponse({ email: INFO.email, enterpriseName: INFO.enterpriseName }),
      },
      undefined,
      'Grace@Example.com',
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Join Analytical Engines' }))
    expect(await screen.findByText('You joined Analytical Engines')).toBeTruthy()
    expect(bodyOf(endpoints.member.joinInvitation)).toEqual({ token: TOKEN })
    expect(screen.getByRole('link', { name: 'Open the console' })).toBeTruthy()
  })

  it('tells another signed-in account to sign in as the invited one', async () => {
    renderFlow(TOKEN, info({ ...INFO, existingUser: true }), undefined, 'alan@example.com')
    expect(await screen.findByText('This invitation is for another account')).toBeTruthy()
    expect(
      screen.getByText(
        'You are signed in as alan@example.com, but this invitation is for grace@example.com. Sign out, then sign in as grace@example.com to join.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign out and sign in as grace@example.com' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Join Analytical Engines' })).toBeNull()
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

  it('explains a used link, also when joining finds it used', async () => {
    renderFlow(
      TOKEN,
      {
        ...info({ ...INFO, existingUser: true }),
        [apiUrl(endpoints.member.joinInvitation)]: () =>
          envelopeResponse(null, {
            success: false,
            code: ErrorCode.INVITATION_USED,
            msg: 'used',
            status: 400,
          }),
      },
      undefined,
      'grace@example.com',
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Join Analytical Engines' }))
    expect(await screen.findByText('This invitation has already been used')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open the console' })).toBeTruthy())
  })

  it('offers a signed-out person with a used link to sign in', async () => {
    renderFlow(TOKEN, info({ ...INFO, state: 'USED' }))
    expect(await screen.findByText('This invitation has already been used')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?email=grace%40example.com',
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
