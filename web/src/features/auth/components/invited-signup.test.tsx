import { ErrorCode, endpoints, type InvitationOffer } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import '@/locales/signup'
import { fillValidSignup } from './fill-signup'
import { InvitedSignup } from './invited-signup'

const REGISTER = apiUrl(endpoints.account.register)

/** The page opened with `?invite=tok`; the offer answers come one per ask, the last one repeated. */
function renderWith(offers: InvitationOffer[], register: () => Response) {
  const sent: unknown[] = []
  let asked = 0
  stubFetch((url, init) => {
    if (url.startsWith(REGISTER)) {
      sent.push(JSON.parse(String(init.body)))
      return register()
    }
    const offer = offers[Math.min(asked, offers.length - 1)]
    asked += 1
    return envelopeResponse(offer)
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/signup?invite=tok']}>
        <InvitedSignup />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return sent
}

const plan: InvitationOffer = {
  status: 'ACTIVE',
  preset: { kind: 'PLAN', plan: 'PRO', months: 3 },
  sys: null,
}
const usedUp: InvitationOffer = { status: 'USED_UP', preset: null, sys: null }

describe('InvitedSignup', () => {
  it('says what a working link grants and signs up with it', async () => {
    const sent = renderWith([plan], () => envelopeResponse(null))
    expect(
      await screen.findByText(
        'Your invitation gives you a Pro plan for 3 months. Sign up below to start it.',
      ),
    ).toBeTruthy()
    fillValidSignup()
    await screen.findByRole('heading', { name: 'Check your email' })
    expect(sent).toMatchObject([{ email: 'ada@example.com', invite: 'tok' }])
  })

  it('explains a link that no longer works and offers the usual sign-up, without the link', async () => {
    const sent = renderWith([usedUp], () => envelopeResponse(null))
    expect(
      await screen.findByText(
        /This invitation link has been used as many times as it allows\. You can still sign up below/,
      ),
    ).toBeTruthy()
    fillValidSignup()
    await screen.findByRole('heading', { name: 'Check your email' })
    expect(sent).toHaveLength(1)
    expect(sent[0]).not.toHaveProperty('invite')
  })

  it('reads the link again when the sign-up is refused for it (its last use just taken)', async () => {
    const refused = () =>
      envelopeResponse(null, {
        success: false,
        code: ErrorCode.INVITATION_LINK_USED_UP,
        msg: 'This invitation link has been used as many times as it allows; sign up without it, or ask for a new one',
        status: 409,
      })
    renderWith([plan, usedUp], refused)
    await screen.findByText(/Pro plan for 3 months/)
    fillValidSignup()
    expect(await screen.findByText(/You can still sign up below/)).toBeTruthy()
    expect(screen.queryByText(/Pro plan for 3 months/)).toBeNull()
  })
})
