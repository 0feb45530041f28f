import { endpoints } from '@simlessly/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openTabChannel, tabChannelName } from '@/lib/session/tab-channel'
import { apiUrl } from '@/test/api'
import { consolePerTest, signInCookie, stubServer } from '@/test/console'

const claims = {
  sub: 'u1',
  sid: 's2',
  ent: 'e2',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  iat: 1,
  exp: 4_102_444_800,
}
const NEW_TOKEN = `header.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`
const ENTERPRISES = {
  list: [
    { enterpriseId: 'e1', name: 'Analytical Engines', roleName: 'Owner', status: 'ACTIVE', current: true },
    { enterpriseId: 'e2', name: 'Babbage Labs', roleName: 'Viewer', status: 'ACTIVE', current: false },
    { enterpriseId: 'e3', name: 'Closed Co', roleName: 'Admin', status: 'DEACTIVATED', current: false },
  ],
}

const openConsole = consolePerTest()

function open(path: string) {
  signInCookie()
  const fetch = stubServer({
    held: ['Fleet_View'],
    answers: [
      [endpoints.enterprise.list, ENTERPRISES],
      [endpoints.enterprise.switch, { token: NEW_TOKEN, enterpriseId: 'e2' }],
      [endpoints.enterprise.add, { enterpriseId: 'e2' }],
    ],
  })
  const rendered = openConsole(path)
  const calls = (endpoint: { path: string }) =>
    fetch.mock.calls.filter(
      ([url]) => new URL(String(url), 'http://localhost').pathname === apiUrl(endpoint as never),
    )
  return { router: rendered.router, calls }
}

describe('the enterprise switcher', () => {
  it('lists the enterprises with the role in each, a deactivated one disabled, and switches', async () => {
    const { router, calls } = open('/user/changePassword')
    const otherTab = vi.fn()
    const channel = openTabChannel(tabChannelName('Simlessly'), otherTab)
    const trigger = await screen.findByRole('button', { name: /^Enterprise: Analytical Engines/ })
    fireEvent.keyDown(trigger, { key: 'Enter' })
    const menu = await screen.findByRole('menu')
    await within(menu).findByRole('menuitem', { name: /Babbage Labs/ })
    expect(within(menu).getByRole('menuitem', { name: /Analytical Engines.*Current/ })).toBeTruthy()
    const closed = within(menu).getByRole('menuitem', { name: /Closed Co/ })
    expect(closed.getAttribute('aria-disabled')).toBe('true')
    expect(closed.textContent).toContain('Deactivated')

    fireEvent.click(within(menu).getByRole('menuitem', { name: /Babbage Labs/ }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(JSON.parse(String(calls(endpoints.enterprise.switch)[0]?.[1]?.body))).toEqual({
      enterpriseId: 'e2',
    })
    // The permission tree is read again for the new enterprise, and the other tabs are told.
    expect(calls(endpoints.permission.userPermissions)).toHaveLength(2)
    await waitFor(() =>
      expect(otherTab).toHaveBeenCalledWith({ type: 'enterprise-switched', enterpriseId: 'e2' }),
    )
    channel.close()
  })

  it('follows a switch made in another tab: permissions read again, cached data asked again, home', async () => {
    const { router, calls } = open('/user/changePassword')
    await screen.findByRole('button', { name: /^Enterprise: Analytical Engines/ })
    const infoCalls = calls(endpoints.enterprise.info).length
    const channel = openTabChannel(tabChannelName('Simlessly'), () => {})
    channel.post({ type: 'enterprise-switched', enterpriseId: 'e2' })

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    await waitFor(() => expect(calls(endpoints.permission.userPermissions)).toHaveLength(2))
    await waitFor(() => expect(calls(endpoints.enterprise.info).length).toBeGreaterThan(infoCalls))
    channel.close()
  })

  it('creates an enterprise, then offers to switch to it', async () => {
    const { router, calls } = open('/user/changePassword')
    fireEvent.keyDown(await screen.findByRole('button', { name: /^Enterprise: Analytical Engines/ }), {
      key: 'Enter',
    })
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Create enterprise' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create an enterprise' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Babbage Labs' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create enterprise' }))

    const offer = await screen.findByRole('alertdialog', { name: 'Switch to Babbage Labs?' })
    expect(JSON.parse(String(calls(endpoints.enterprise.add)[0]?.[1]?.body))).toEqual({
      name: 'Babbage Labs',
    })
    fireEvent.click(within(offer).getByRole('button', { name: 'Switch to Babbage Labs' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(calls(endpoints.enterprise.switch)).toHaveLength(1)
  })
})
