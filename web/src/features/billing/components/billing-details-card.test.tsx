import { type BillingDetails, endpoints, permissionTree } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { BillingDetailsCard } from './billing-details-card'

const PROPOSED: BillingDetails = {
  companyName: 'Orbit Labs',
  address: '',
  country: '',
  taxId: '',
  billingEmail: 'grete@orbit.example',
  timeZone: 'Europe/Berlin',
  saved: false,
  updatedAt: null,
}

afterEach(() => sessionStore.clear())

function renderCard(held: Parameters<typeof permissionTree>[0]) {
  sessionStore.setPermissions(permissionTree(held))
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BillingDetailsCard />
    </QueryClientProvider>,
  )
}

describe('BillingDetailsCard', () => {
  it('shows the proposed details, and no Edit to a member who cannot manage the subscription', async () => {
    stubFetch(() => envelopeResponse(PROPOSED))
    renderCard(['Subscription_View'])
    expect(await screen.findByText(/^Not saved yet/)).toBeTruthy()
    expect(screen.getByText('Orbit Labs')).toBeTruthy()
    expect(screen.getByText('Europe/Berlin')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
  })

  it('saves the owner’s details, with the server’s field messages under their fields', async () => {
    const saved = {
      ...PROPOSED,
      companyName: 'Orbit Labs GmbH',
      address: 'Hauptstrasse 1\n10115 Berlin',
      country: 'Germany',
      saved: true,
      updatedAt: 1,
    }
    let refuse = true
    const fetch = stubFetch((url) => {
      if (url !== apiUrl(endpoints.billingDetails.updateDetails)) return envelopeResponse(PROPOSED)
      if (!refuse) return envelopeResponse(saved)
      refuse = false
      const fields = [{ path: 'json.taxId', message: 'Up to 50 characters' }]
      return envelopeResponse({ fields }, { success: false, code: 10001, msg: 'Invalid', status: 400 })
    })
    renderCard(['Subscription_View', 'Subscription_Manage'])
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit billing details' })
    const field = (name: string) => within(dialog).getByLabelText(name) as HTMLInputElement
    expect(field('Company').value).toBe('Orbit Labs')
    expect(field('Time zone').value).toBe('Europe/Berlin')
    fireEvent.change(field('Company'), { target: { value: 'Orbit Labs GmbH' } })
    fireEvent.change(field('Address'), { target: { value: 'Hauptstrasse 1\n10115 Berlin' } })
    fireEvent.change(field('Country'), { target: { value: 'Germany' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }))
    expect(await within(dialog).findByText('Up to 50 characters')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }))
    expect(await screen.findByText('Germany')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    const post = fetch.mock.calls.find(
      ([url]) => String(url) === apiUrl(endpoints.billingDetails.updateDetails),
    )
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      companyName: 'Orbit Labs GmbH',
      address: 'Hauptstrasse 1\n10115 Berlin',
      country: 'Germany',
      taxId: '',
      billingEmail: 'grete@orbit.example',
      timeZone: 'Europe/Berlin',
    })
  })
})
