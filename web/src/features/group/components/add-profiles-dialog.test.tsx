import { endpoints, withLuhn } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { AddProfilesDialog } from './add-profiles-dialog'

const A = withLuhn('894447860000495882')
const B = withLuhn('894447860000495883')

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddProfilesDialog groupId="g1" groupName="Field team" />
    </QueryClientProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Add profiles' }))
  return screen.getByRole('dialog', { name: 'Add profiles to Field team' })
}

describe('AddProfilesDialog', () => {
  it('sends nothing while a pasted value is not an ICCID, and says why', () => {
    const fetch = stubFetch(() => envelopeResponse({ updated: 0, failures: [] }))
    const dialog = renderDialog()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'ICCIDs' }), {
      target: { value: `${A}\n${A}, 12345` },
    })
    expect(within(dialog).getByRole('status').textContent).toBe(
      '1 ICCID to add · 1 repeat removed · 1 not valid',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to group' }))
    expect(within(dialog).getByText('Fix or remove the value that is not an ICCID')).toBeTruthy()
    expect(within(dialog).getByText('12345')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('moves the ICCIDs into the group and shows how many were added and why the others were not', async () => {
    const fetch = stubFetch(() =>
      envelopeResponse({ updated: 1, failures: [{ iccid: B, reason: 'No profile with this ICCID' }] }),
    )
    const dialog = renderDialog()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'ICCIDs' }), {
      target: { value: `${A}\n${B}` },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to group' }))
    expect(await within(dialog).findByText('1 added')).toBeTruthy()
    expect(within(dialog).getByText('1 ICCID was not added:')).toBeTruthy()
    expect(within(dialog).getByText(B).parentElement?.textContent).toBe(`${B}: No profile with this ICCID`)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(apiUrl(endpoints.fleet.moveToGroup))
    expect(JSON.parse(String(init?.body))).toEqual({ iccids: [A, B], groupId: 'g1' })
  })
})
