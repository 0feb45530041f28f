import { ErrorCode } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { envelopeResponse, sentRequest, stubFetch } from '@/test/api'
import { LoginForm } from './login-form'

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginForm />
    </QueryClientProvider>,
  )
}

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('LoginForm', () => {
  it('sends nothing while a field is empty or the email is malformed', () => {
    const fetch = stubFetch(() => envelopeResponse(null))
    renderForm()
    fillIn('', 'secret')
    fillIn('not-an-email', 'secret')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts the credentials and shows the server message in an alert', async () => {
    const fetch = stubFetch(() =>
      envelopeResponse(null, {
        success: false,
        code: ErrorCode.NOT_FOUND,
        msg: 'No such route',
        status: 404,
      }),
    )
    renderForm()
    fillIn(' ada@example.com ', 'Secret-pass1')

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No such route')
    const { url, init } = sentRequest(fetch)
    expect(url).toBe('/api/v1/user/login')
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'Secret-pass1' })
  })
})
