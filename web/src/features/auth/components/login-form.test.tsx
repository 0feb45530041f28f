import { ErrorCode, endpoints } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { apiUrl, envelopeResponse, sentRequest, stubFetch } from '@/test/api'
import { LoginForm } from './login-form'

function renderForm(onSignedIn = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginForm sys="acme" onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  )
  return onSignedIn
}

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

const failure = (code: number, msg: string, status = 400) =>
  envelopeResponse(null, { success: false, code, msg, status })

describe('LoginForm', () => {
  it('sends nothing while a field is empty or the email is malformed, and says why under the field', async () => {
    const fetch = stubFetch(() => envelopeResponse(null))
    renderForm()
    fillIn('', 'secret')
    expect(await screen.findByText('Invalid email')).toBeTruthy()
    fillIn('not-an-email', '')
    expect(await screen.findByText('Required')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts the normalised credentials and hands the answer over', async () => {
    const user = { userId: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }
    const fetch = stubFetch(() => envelopeResponse({ token: 'a.b.c', user }))
    const onSignedIn = renderForm()
    fillIn(' Ada@Example.com ', 'Secret-pass1')
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ token: 'a.b.c', user }))
    const { url, init } = sentRequest(fetch)
    expect(url).toBe(apiUrl(endpoints.account.login))
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'Secret-pass1' })
  })

  it('shows one generic message for wrong credentials, and the throttle message', async () => {
    stubFetch(() => failure(ErrorCode.LOGIN_FAILED, 'server words', 401))
    renderForm()
    fillIn('ada@example.com', 'Wrong-pass1')
    expect((await screen.findByRole('alert')).textContent).toContain('The email or password is incorrect')

    stubFetch(() => failure(ErrorCode.TOO_MANY_REQUESTS, 'slow down', 429))
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many attempts'))
  })

  it('offers to send the confirmation link again to an unverified account, for the same brand', async () => {
    const fetch = stubFetch((url) =>
      url === apiUrl(endpoints.account.login)
        ? failure(ErrorCode.ACCOUNT_NOT_VERIFIED, 'verify', 403)
        : envelopeResponse(null),
    )
    renderForm()
    fillIn('ada@example.com', 'Secret-pass1')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Please confirm your email address first')

    fireEvent.click(await within(alert).findByRole('button', { name: 'Send the link again' }))
    expect(await within(alert).findByText(/If ada@example.com awaits confirmation/)).toBeTruthy()
    const { url, init } = sentRequest(fetch, 1)
    expect(url).toBe(apiUrl(endpoints.account.resendVerification))
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', sys: 'acme' })
  })
})

describe('LoginForm checks', () => {
  it('moves the focus to the first field in error, and checks again as a field is corrected', async () => {
    stubFetch(() => envelopeResponse(null))
    renderForm()
    fillIn('not-an-email', '')
    expect(await screen.findByText('Invalid email')).toBeTruthy()
    expect(screen.getByText('Required')).toBeTruthy()
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')))
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } })
    await vi.waitFor(() => expect(screen.queryByText('Invalid email')).toBeNull())
    expect(screen.getByText('Required')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false')
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true')
  })
})
