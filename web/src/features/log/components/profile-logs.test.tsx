import { endpoints, PROFILE_LOG_ACTIONS, withLuhn } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { ProfileLogs } from './profile-logs'

const ICCID = withLuhn('894447860000495882')
const GENERATED = {
  logId: '01JGEN',
  iccid: ICCID,
  action: 'GENERATED',
  after: 'RELEASED',
  actor: 'Ada Lovelace',
  detail: 'Batch 01JBATCH',
  at: 1,
}
const FAILURE = {
  logId: '01JFAIL',
  iccid: ICCID,
  action: 'FAILURE',
  actor: 'SM-DP+',
  detail: 'Profile download failed: refused',
  at: 2,
}

function renderLogs() {
  const fetch = stubFetch((url, init) => {
    if (url !== apiUrl(endpoints.log.profile)) throw new Error(`unexpected ${url}`)
    const { action } = JSON.parse(String(init.body)) as { action?: string }
    const list = [FAILURE, GENERATED].filter((e) => !action || e.action === action)
    return envelopeResponse({ list, total: list.length, pageNum: 1, pageSize: 10 })
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/logs?view=profile']}>
        <ProfileLogs />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

describe('ProfileLogs', () => {
  it('names every action the log records in the filter, in words, never as a raw key', () => {
    renderLogs()
    const options = within(screen.getByRole('combobox', { name: 'Action' })).getAllByRole('option')
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', ...PROFILE_LOG_ACTIONS])
    expect(options.map((o) => o.textContent)).toEqual([
      'All actions',
      'Generated',
      'Notes',
      'Protection',
      'Group',
      'Recycle',
      'EID push',
      'Status',
      'Failure',
      'Re-generate',
    ])
  })

  it('asks for the chosen action and shows its entries with the same label', async () => {
    const fetch = renderLogs()
    expect(await screen.findByText('Batch 01JBATCH')).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'GENERATED' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(screen.queryByText('Profile download failed: refused')).toBeNull())
    const sent = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).action)
    expect(sent).toContain('GENERATED')
    const row = screen.getByRole('row', { name: /Batch 01JBATCH/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['Generated', '-- changed to Released']))
  })

  it('shows an event without a before and after (a failure) with its detail, not "-- changed to --"', async () => {
    renderLogs()
    const row = await screen.findByRole('row', { name: /Profile download failed/ })
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells).toEqual(expect.arrayContaining(['Failure', '--']))
    expect(cells).not.toContain('-- changed to --')
  })
})
