import '@/locales/console'
import { endpoints, type PermissionId, permissionTree, type SearchHit } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { SearchPalette } from './search-palette'

const ICCID = '89014103211118510720'
const HITS: SearchHit[] = [
  {
    kind: 'profile',
    id: ICCID,
    label: ICCID,
    detail: 'IMSI 310410123456789',
    route: `/profile/fleet?detail=${ICCID}`,
  },
  {
    kind: 'profile',
    id: `${ICCID}1`,
    label: `${ICCID}1`,
    detail: '',
    route: `/profile/fleet?detail=${ICCID}1`,
  },
  {
    kind: 'batch',
    id: '01J0BATCH',
    label: '01J0BATCH',
    detail: 'Config',
    route: '/profile/generateac?batch=01J0BATCH',
  },
]
const SCREENS = [
  { id: 'home', to: '/', labelKey: 'routeTitles.home' },
  { id: 'Fleet_View', to: '/profile/fleet', labelKey: 'menu.items.Fleet_View' },
  { id: 'Group_View', to: '/profile/group', labelKey: 'menu.items.Group_View' },
]

function Where() {
  const { pathname, search } = useLocation()
  return <output aria-label="location">{pathname + search}</output>
}

afterEach(() => {
  sessionStore.clear()
  sessionStorage.clear()
})

function renderPalette(
  held: PermissionId[],
  answer: () => Response = () => envelopeResponse({ hits: HITS }),
) {
  sessionStore.setPermissions(permissionTree(held))
  const fetch = stubFetch((url) => {
    if (new URL(url, 'http://localhost').pathname === apiUrl(endpoints.search.query)) return answer()
    return envelopeResponse(null)
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SearchPalette screens={SCREENS} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

const ctrlK = () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
const input = () => screen.getByRole('combobox', { name: /Search profiles/ })
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant')
  return id ? document.getElementById(id) : null
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent

describe('the search palette', () => {
  it('opens on Ctrl-K, groups hits by kind, moves with the arrows and opens the active one with Enter', async () => {
    const fetch = renderPalette(['Fleet_View', 'Generate_Ac_View'])
    ctrlK()
    fireEvent.change(input(), { target: { value: ICCID } })
    const list = await screen.findByRole('listbox', { name: 'Results' })
    const profiles = await within(list).findByRole('group', { name: 'Profiles' })
    expect(within(profiles).getAllByRole('option')).toHaveLength(2)
    expect(within(list).getByRole('group', { name: 'Batches' })).toBeTruthy()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(activeOption()?.textContent).toContain('IMSI 310410123456789')
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(activeOption()?.textContent).toContain('01J0BATCH')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(activeOption()?.textContent).toContain('IMSI 310410123456789')
    fireEvent.keyDown(input(), { key: 'ArrowUp' })
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(location()).toBe('/profile/generateac?batch=01J0BATCH')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // The text is kept for the session and offered when the palette opens again.
    ctrlK()
    const recent = await screen.findByRole('group', { name: 'Recent searches' })
    fireEvent.click(within(recent).getByRole('option', { name: ICCID }))
    expect((input() as HTMLInputElement).value).toBe(ICCID)
  })

  it('finds screens by name without asking the server, and opens one', async () => {
    const fetch = renderPalette(['Fleet_View'], () => envelopeResponse({ hits: [] }))
    fireEvent.click(screen.getAllByRole('button', { name: 'Find anything' })[0] as HTMLElement)
    fireEvent.change(input(), { target: { value: 'flee' } })
    const option = await screen.findByRole('option', { name: 'Fleet' })
    expect(option.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(location()).toBe('/profile/fleet')
    // A role without any searchable screen never calls the API: its screens are found in the browser.
    sessionStore.setPermissions(permissionTree(['Campaign_View']))
    ctrlK()
    fireEvent.change(input(), { target: { value: 'group' } })
    expect(await screen.findByRole('option', { name: 'Groups' })).toBeTruthy()
    // Said once typing has settled, when a search would have been sent.
    fireEvent.change(input(), { target: { value: 'zzz' } })
    expect(
      await screen.findByText(/No profile, batch, order, group, member or screen matches “zzz”/),
    ).toBeTruthy()
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/search/'))).toHaveLength(0)
  })

  it('says when nothing matches, and what to do when the search fails; Escape closes', async () => {
    let fail = false
    renderPalette(['Fleet_View'], () =>
      fail
        ? envelopeResponse(null, { success: false, code: 500, msg: 'Server error', status: 500 })
        : envelopeResponse({ hits: [] }),
    )
    ctrlK()
    fireEvent.change(input(), { target: { value: '8999' } })
    expect(
      await screen.findByText('No profile, batch, order, group, member or screen matches “8999”.', {
        exact: false,
      }),
    ).toBeTruthy()
    fail = true
    fireEvent.change(input(), { target: { value: '89991' } })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Check your connection and try again')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    fireEvent.keyDown(input(), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
