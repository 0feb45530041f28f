import { type Endpoint, ErrorCode, endpoints, withLuhn } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { batchFixture } from '@/test/batch'
import { RegenerateForm } from './regenerate-form'

const A = withLuhn('894447860000495882')
const B = withLuhn('894447860000495883')
const AC = 'LPA:1$smdp.example.com$NEW-MATCHING-ID'
const DOWNLOADS = { csv: 'https://files.example/acs.csv', errors: 'https://files.example/errors.csv' }
const BATCH = batchFixture({
  batchCode: '01JREGEN',
  type: 'RE_GENERATE',
  formats: ['STRING', 'AC_LINK'],
  process: 'COMPLETE',
  total: 2,
  success: 1,
  failed: 1,
  downloads: DOWNLOADS,
})

/** The two endpoints the tab calls; `regenerate` answers the call itself. */
function stubServer(regenerate: (body: { iccids: string[] }) => Response) {
  return stubFetch((url, init) => {
    if (url === apiUrl(endpoints.generation.regenerate)) return regenerate(JSON.parse(String(init.body)))
    if (url === apiUrl(endpoints.batch.info)) return envelopeResponse(BATCH)
    throw new Error(`unexpected ${url}`)
  })
}

const calls = (fetch: ReturnType<typeof stubFetch>, endpoint: Endpoint) =>
  fetch.mock.calls.filter(([url]) => String(url) === apiUrl(endpoint))

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RegenerateForm />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const field = () => screen.getByRole('textbox', { name: 'ICCIDs' })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Re-generate ACs' }))

describe('RegenerateForm', () => {
  it('counts the ICCIDs, lists the bad ones by line and sends nothing until they are fixed', async () => {
    const fetch = stubServer(() => envelopeResponse(null))
    renderForm()
    fireEvent.change(field(), { target: { value: `${A}\n${B}, ${A}\n12345` } })
    expect(screen.getByRole('status').textContent).toBe(
      '2 ICCIDs to re-generate · 1 repeat removed · 1 not valid',
    )
    // Not listed while typing, only once the user tries to send.
    fireEvent.blur(field())
    expect(screen.queryByText('Line 3: 12345')).toBeNull()
    submit()
    expect(await screen.findByText('Line 3: 12345')).toBeTruthy()
    expect(
      await screen.findByText('Correct or remove the value that is not an ICCID (listed below)'),
    ).toBeTruthy()
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(calls(fetch, endpoints.generation.regenerate)).toHaveLength(0)
  })

  it('asks first, then shows each new AC or reason, the counts and the batch’s files', async () => {
    const fetch = stubServer(({ iccids }) =>
      envelopeResponse({
        batchCode: BATCH.batchCode,
        results: [
          { iccid: iccids[0], ok: true, ac: AC },
          {
            iccid: iccids[1],
            ok: false,
            reason: `ICCID ${iccids[1]} reached the 1 re-downloads its configuration allows`,
          },
        ],
      }),
    )
    renderForm()
    fireEvent.change(field(), { target: { value: `${A}\n${B}\n${A}` } })
    submit()
    const dialog = await screen.findByRole('alertdialog', { name: 'Re-generate the ACs of 2 profiles?' })
    expect(within(dialog).getByText(/stops working/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls(fetch, endpoints.generation.regenerate)).toHaveLength(0)

    submit()
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Re-generate' }),
    )
    const heading = await screen.findByRole('heading', { name: 'Re-generation done' })
    expect(document.activeElement).toBe(heading)
    const sent = calls(fetch, endpoints.generation.regenerate)
    expect(sent).toHaveLength(1)
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({ iccids: [A, B] })

    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(`${A}Renewed${AC}`),
      `${B}RefusedAlready re-generated the 1 time its configuration allows`,
    ])
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: `Copy the AC of ICCID ${A}` }),
    ).toBeTruthy()
    expect(screen.getByText('Renewed', { selector: 'dt' }).nextElementSibling?.textContent).toBe('1')
    expect(screen.getByText('Refused', { selector: 'dt' }).nextElementSibling?.textContent).toBe('1')
    const download = await screen.findByRole('link', { name: /^Download ACs/ })
    expect(download.getAttribute('href')).toBe(DOWNLOADS.csv)
    // The batch's files, and any finished chunk's while it runs (withParts).
    expect(JSON.parse(String(calls(fetch, endpoints.batch.info)[0]?.[1]?.body))).toEqual({
      batchCode: BATCH.batchCode,
      withParts: true,
    })

    fireEvent.click(screen.getByRole('button', { name: 'Re-generate others' }))
    expect(field()).toHaveProperty('value', '')
  })

  it('says so when none of the ICCIDs is the enterprise’s', async () => {
    stubServer(() =>
      envelopeResponse(null, {
        success: false,
        code: ErrorCode.NOT_FOUND,
        msg: 'None of these ICCIDs is a profile of this enterprise',
        status: 404,
      }),
    )
    renderForm()
    fireEvent.change(field(), { target: { value: A } })
    submit()
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Re-generate' }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe(
      'None of these ICCIDs is a profile of your enterprise.',
    )
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(field()).toHaveProperty('value', A)
  })
})
