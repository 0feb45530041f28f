import {
  type Endpoint,
  endpoints,
  type PermissionId,
  permissionTree,
  TOKEN_COOKIE_NAME,
} from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach } from 'vitest'
import { createAppGuard, createRoutes } from '@/app/router'
import { clearCookie } from '@/lib/cookies'
import { setQueryClient } from '@/lib/queries'
import { installSessionHooks, sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse, stubFetch } from './api'
import { setTestCookie } from './cookies'

export const ADA = { userId: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }

/** A token cookie whose middle segment holds the claims, as the server's would. */
export function signInCookie() {
  const claims = { sub: 'u1', sid: 's1', ent: 'e1', email: ADA.email, name: 'Ada Lovelace', iat: 1, exp: 2 }
  const body = btoa(JSON.stringify(claims)).replace(/=+$/, '')
  setTestCookie(TOKEN_COOKIE_NAME, `header.${body}.signature`)
}

export function resetSession() {
  clearCookie(TOKEN_COOKIE_NAME)
  sessionStore.clear()
}

type ServerOptions = {
  held?: readonly PermissionId[]
  canOperate?: boolean
  site?: unknown
  /** The user's role in the enterprise, as the enterprise info says it. */
  roleName?: string
  /** What other endpoints answer, by endpoint (their `obj`); the rest answer null. */
  answers?: readonly (readonly [Endpoint, unknown])[]
}

/** A fake of the few endpoints the shell calls, answering by path. */
export function stubServer({
  held = [],
  canOperate = true,
  site = null,
  roleName = 'Owner',
  answers = [],
}: ServerOptions = {}) {
  return stubFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname
    const answer = answers.find(([endpoint]) => apiUrl(endpoint) === path)
    if (answer) return envelopeResponse(answer[1])
    if (path === apiUrl(endpoints.permission.userPermissions)) {
      return envelopeResponse({ userPermissions: permissionTree(held) })
    }
    if (path === apiUrl(endpoints.enterprise.info)) {
      return envelopeResponse({
        enterpriseId: 'e1',
        name: 'Analytical Engines',
        status: canOperate ? 'ACTIVE' : 'SUSPENDED',
        canOperate,
        roleName,
        user: ADA,
      })
    }
    if (path === apiUrl(endpoints.platform.query) && site) return envelopeResponse(site)
    if (path === apiUrl(endpoints.platform.query)) return new Promise<Response>(() => {})
    return envelopeResponse(null)
  })
}

/** The console's routes, guard and session rules in a memory router. */
export function renderConsole(path: string) {
  const uninstall = installSessionHooks()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  setQueryClient(queryClient)
  const router = createMemoryRouter(createRoutes(createAppGuard()), { initialEntries: [path] })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, view, uninstall }
}

/**
 * `renderConsole` for a test file's tests: the console each test opens is taken down after it (its session
 * hooks removed, the session reset), so the next test starts signed out with nothing installed.
 */
export function consolePerTest() {
  let uninstall = () => {}
  afterEach(() => {
    uninstall()
    resetSession()
  })
  return (path: string) => {
    const rendered = renderConsole(path)
    uninstall = rendered.uninstall
    return rendered
  }
}
