import { ErrorCode, endpoints } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { apiUrl, envelopeResponse, sentRequest, stubFetch } from '@/test/api'
import { ConfigForm } from './config-form'

function renderForm(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ConfigForm operation="create" onSaved={onSaved} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return onSaved
}

const failure = (code: number, msg: string, obj: unknown = null, status = 400) =>
  envelopeResponse(obj, { success: false, code, msg, status })

describe('ConfigForm', () => {
  it('marks only the bad OPLMN entry, and focuses it', async () => {
    const fetch = stubFetch(() => envelopeResponse(null))
    renderForm()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lab' } })
    fireEvent.change(screen.getByLabelText('OPLMN 1'), { target: { value: '310260' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add an OPLMN' }))
    fireEvent.change(screen.getByLabelText('OPLMN 2'), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add an OPLMN' }))
    fireEvent.change(screen.getByLabelText('OPLMN 3'), { target: { value: '45400' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create configuration' }))
    expect(await screen.findByText(/^Invalid OPLMN: abc/)).toBeTruthy()
    const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid')
    expect([invalid('OPLMN 1'), invalid('OPLMN 2'), invalid('OPLMN 3')]).toEqual(['false', 'true', 'false'])
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('OPLMN 2')))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts the parsed configuration: OPLMN rows as a list, the applet of the chosen subtype', async () => {
    const fetch = stubFetch(() => envelopeResponse(null, { success: false, code: 10500, msg: 'stop here' }))
    renderForm()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lab' } })
    fireEvent.change(screen.getByLabelText('OPLMN 1'), { target: { value: '310260' } })
    fireEvent.change(screen.getByLabelText('Applet subtype'), { target: { value: 'RECYCLE' } })
    fireEvent.change(await screen.findByLabelText('BIP server'), { target: { value: 'bip.example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create configuration' }))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    const { url, init } = sentRequest(fetch)
    expect(url).toBe(apiUrl(endpoints.profileConfig.add))
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Lab',
      oplmnInput: 'LIST',
      oplmn: ['310260'],
      applet: { subtype: 'RECYCLE', bipServer: 'bip.example.com' },
      rotation: '4000204060',
      maxDownloadAttempts: 5,
    })
  })

  it("shows each applet subtype's parameters, the required ones marked, and no other subtype's", async () => {
    stubFetch(() => envelopeResponse(null))
    renderForm()
    const subtype = screen.getByLabelText('Applet subtype')
    const shown = () =>
      ['BIP server', 'Certificate hash', 'Package name', 'Applet AID', 'C9 install', 'IMPI (private'].flatMap(
        (label) => {
          const field = screen.queryByLabelText(label, { exact: false })
          return field ? [`${label}${field.getAttribute('aria-required') === 'true' ? ' *' : ''}`] : []
        },
      )
    const expected = {
      RECYCLE: ['BIP server'],
      ARA: ['Certificate hash *', 'Package name'],
      CUSTOMIZE: ['Applet AID *', 'C9 install'],
      IMS: ['IMPI (private *'],
      '': [],
    }
    for (const [value, fields] of Object.entries(expected)) {
      fireEvent.change(subtype, { target: { value } })
      await vi.waitFor(() => expect(shown()).toEqual(fields))
    }
  })

  it('puts a name conflict under the name, and the server’s field messages under their fields', async () => {
    stubFetch(() => failure(ErrorCode.CONFLICT, 'A configuration named "Lab" already exists', null, 409))
    renderForm()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lab' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create configuration' }))
    expect(await screen.findByText('A configuration named "Lab" already exists')).toBeTruthy()
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')

    stubFetch(() =>
      failure(ErrorCode.VALIDATION_FAILED, 'Please check the information in the form (json.gid1: ...)', {
        fields: [{ path: 'json.gid1', message: 'Up to 32 characters' }],
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Create configuration' }))
    expect(await screen.findByText('Up to 32 characters')).toBeTruthy()
    expect(screen.getByLabelText('GID1').getAttribute('aria-invalid')).toBe('true')
  })
})
