import { ErrorCode } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { envelopeResponse, sentRequest, stubFetch } from '@/test/api'
import { fillValidSignup, TEST_PASSWORD } from './fill-signup'
import { SignupForm } from './signup-form'

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignupForm sys="acme" />
    </QueryClientProvider>,
  )
}

describe('SignupForm', () => {
  it('registers with the survey and the brand, without the confirmation, then says to check the mail', async () => {
    const fetch = stubFetch(() => envelopeResponse(null))
    renderForm()
    fillValidSignup()
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy()
    expect(screen.getByText(/We sent a confirmation link to ada@example.com/)).toBeTruthy()
    expect(JSON.parse(String(sentRequest(fetch).init.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: TEST_PASSWORD,
      companyName: 'Analytical Engines',
      survey: {
        volumeUnit: 'MONTHLY_DOWNLOADS',
        volume: 250,
        heardFrom: 'SEARCH',
        industry: 'MVNO',
        role: 'CTO',
        profileSource: 'NOT_SURE',
      },
      sys: 'acme',
    })
  })

  it('puts the server’s field messages under their fields', async () => {
    stubFetch(() =>
      envelopeResponse(
        {
          fields: [
            { path: 'companyName', message: 'Up to 100 characters' },
            { path: 'survey.role', message: 'Required' },
          ],
        },
        {
          success: false,
          code: ErrorCode.VALIDATION_FAILED,
          msg: 'Please check the information in the form',
        },
      ),
    )
    renderForm()
    fillValidSignup()
    const company = screen.getByLabelText('Company name')
    await screen.findByText('Up to 100 characters')
    expect(company.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(String(company.getAttribute('aria-describedby')))?.textContent).toBe(
      'Up to 100 characters',
    )
    expect(screen.getByLabelText('Your role').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toContain('Please check the information in the form')
  })
})
