import { endpoints, permissionTree } from '@simlessly/shared'
import { screen, waitFor, within } from '@testing-library/react'
import type { LoaderFunction } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { createAppGuard } from '@/app/router'
import { loadQueryClient } from '@/lib/queries'
import { ACME_SITE, apiUrl, deferred, envelopeResponse, stubFetch } from '@/test/api'
import { ADA, consolePerTest, signInCookie, stubServer } from '@/test/console'

const ENTERPRISE = {
  enterpriseId: 'e1',
  name: 'Analytical Engines',
  status: 'ACTIVE',
  canOperate: true,
  roleName: 'Owner',
}

const openConsole = consolePerTest()

function open(path: string) {
  const rendered = openConsole(path)
  return rendered.router
}

function calledPaths(fetch: ReturnType<typeof stubFetch>) {
  return fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname)
}

describe('routes and the document title', () => {
  it('titles the login page with the default name, then with the brand once the query answers', async () => {
    const answer = deferred<Response>()
    // The brand's answer waits; the provider buttons' query (a response of its own) never answers.
    const fetch = stubFetch((url) =>
      String(url).startsWith(apiUrl(endpoints.platform.query)) ? answer.promise : new Promise(() => {}),
    )
    open('/login/acme')

    expect(await screen.findByRole('heading', { name: 'Sign in to Simlessly' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Sign in - Simlessly'))

    answer.resolve(envelopeResponse(ACME_SITE))
    expect(await screen.findByRole('heading', { name: 'Sign in to Acme Mobile' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Sign in - Acme Mobile'))
    // The brand is asked once (the provider buttons' own query may come too, as their chunk arrives).
    const brandCalls = fetch.mock.calls.filter(([url]) =>
      String(url).startsWith(apiUrl(endpoints.platform.query)),
    )
    expect(brandCalls).toHaveLength(1)
    expect(String(brandCalls[0]?.[0])).toBe(`${apiUrl(endpoints.platform.query)}?sys=acme`)
  })
})

describe('the navigation guard', () => {
  it('sends a visitor without a token to /login, from / and from an unknown path', async () => {
    stubServer()
    const router = open('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()

    await router.navigate('/no/such/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('asks for the permissions at once, not after the language code has arrived', async () => {
    signInCookie()
    const fetch = stubServer()
    // The code that restores the saved language never arrives (a chunk queued behind others on a phone).
    const guard = createAppGuard(loadQueryClient, () => new Promise(() => {}))
    const args = { request: new Request('http://localhost/'), params: {} } as Parameters<LoaderFunction>[0]
    void guard({ name: 'home', permissions: [] })(args)
    await waitFor(() => expect(calledPaths(fetch)).toContain(apiUrl(endpoints.permission.userPermissions)))
  })

  it('asks for the operating check’s enterprise info beside the permissions, and once', async () => {
    signInCookie()
    const permissions = deferred<Response>()
    const fetch = stubFetch((url) => {
      const path = new URL(url, 'http://localhost').pathname
      if (path === apiUrl(endpoints.permission.userPermissions)) return permissions.promise
      if (path === apiUrl(endpoints.enterprise.info)) return envelopeResponse({ ...ENTERPRISE, user: ADA })
      if (path === apiUrl(endpoints.platform.query)) return new Promise<Response>(() => {})
      return envelopeResponse(null)
    })
    open('/')
    // The permissions have not answered: the enterprise info is asked for all the same.
    await waitFor(() => expect(calledPaths(fetch)).toContain(apiUrl(endpoints.enterprise.info)))
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull()

    permissions.resolve(envelopeResponse({ userPermissions: permissionTree(['Fleet_View']) }))
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy()
    expect(await screen.findByText('Analytical Engines')).toBeTruthy()
    expect(calledPaths(fetch).filter((p) => p === apiUrl(endpoints.enterprise.info))).toHaveLength(1)
  })

  it('loads permissions once, checks the enterprise, then shows home with the menu it allows', async () => {
    signInCookie()
    const fetch = stubServer({
      held: ['Fleet_View', 'Member_View', 'Developer_View'],
      answers: [[endpoints.apiKey.list, { list: [] }]],
    })
    const router = open('/?tab=1')

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy()
    expect(router.state.location.search).toBe('?tab=1')
    const menu = screen.getAllByRole('navigation', { name: 'Main menu' })[0] as HTMLElement
    expect(within(menu).getByRole('link', { name: 'Fleet' }).getAttribute('href')).toBe('/profile/fleet')
    expect(within(menu).getByRole('link', { name: 'Members' })).toBeTruthy()
    expect(within(menu).queryByRole('link', { name: 'Generate AC' })).toBeNull()
    expect(within(menu).queryByRole('heading', { name: 'Admin' })).toBeNull()
    expect(await screen.findByText('Analytical Engines')).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Home - Simlessly'))

    await router.navigate('/setting/developer')
    expect(await screen.findByRole('heading', { name: 'Developer settings' })).toBeTruthy()
    expect(await screen.findByText('There is no API key yet.')).toBeTruthy()
    const paths = calledPaths(fetch)
    expect(paths.filter((p) => p === apiUrl(endpoints.permission.userPermissions))).toHaveLength(1)
  })

  it('sends a user lacking the route’s ids to /nopermission, and a signed-in user away from /login', async () => {
    signInCookie()
    stubServer({ held: ['Generate_Ac_View'] })
    const router = open('/profile/fleet')
    await waitFor(() => expect(router.state.location.pathname).toBe('/nopermission'))
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeTruthy()
    // In the app shell: the menu and the user menu stay, so the way on is where it always is.
    expect(screen.getAllByRole('navigation', { name: 'Main menu' }).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: /account menu/ })).toBeTruthy()

    await router.navigate('/login/acme')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('shows the not-found page to a signed-in user, titled with the app name alone', async () => {
    signInCookie()
    stubServer()
    open('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Simlessly'))
    expect(screen.getAllByRole('navigation', { name: 'Main menu' }).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: /account menu/ })).toBeTruthy()
  })

  it('keeps /nopermission a public page for a visitor: no menu', async () => {
    stubServer()
    open('/nopermission')
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull()
    expect(screen.queryByRole('button', { name: /account menu/ })).toBeNull()
  })

  it('logs out and goes to /login when the operating check fails', async () => {
    signInCookie()
    const fetch = stubServer({ canOperate: false })
    const router = open('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(calledPaths(fetch)).toContain(apiUrl(endpoints.account.logout))
    expect(document.cookie).not.toContain('simlessly_token')
  })
})
