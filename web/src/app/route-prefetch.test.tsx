import { type Endpoint, endpoints, permissionTree } from '@simlessly/shared'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { apiUrl, deferred, envelopeResponse, stubFetch } from '@/test/api'
import { consolePerTest, signInCookie, stubServer } from '@/test/console'

// The screens' chunks arrive only when a test lets them (a phone still downloading them): their first
// queries, and the layout's, must not wait for them.
const chunks = vi.hoisted(() => {
  const gate = () => {
    let open = () => {}
    const arrived = new Promise<void>((resolve) => {
      open = resolve
    })
    return { arrived, open }
  }
  return { fleet: gate(), dashboard: gate(), layout: gate() }
})
vi.mock('./routes/fleet', async (original) => {
  await chunks.fleet.arrived
  return original()
})
vi.mock('./routes/dashboard', async (original) => {
  await chunks.dashboard.arrived
  return original()
})
vi.mock('./layouts/default-layout', async (original) => {
  await chunks.layout.arrived
  return original()
})

const openConsole = consolePerTest()

function open(path: string) {
  const rendered = openConsole(path)
  return rendered.router
}

const calls = (fetch: ReturnType<typeof stubFetch>, endpoint: Endpoint) =>
  fetch.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === apiUrl(endpoint),
  ).length

const EMPTY_FLEET = { list: [], total: 0, pageNum: 1, pageSize: 10, totalCapped: false }
const NO_COUNTS = { total: 0, byState: [] }

describe('a signed-in screen’s first queries', () => {
  it('start with the navigation, before the screen’s and the layout’s chunks have arrived', async () => {
    // The prefetch's answer stands for the screen for a few seconds of the clock; a busy machine can take
    // longer than that between the answer and the test letting the chunks in, so the clock stands still.
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    signInCookie()
    const fetch = stubServer({
      held: ['Fleet_View', 'Subscription_View'],
      answers: [
        [endpoints.fleet.list, EMPTY_FLEET],
        [endpoints.fleet.counts, NO_COUNTS],
      ],
    })
    open('/profile/fleet?status=ENABLED')

    await waitFor(() => expect(calls(fetch, endpoints.fleet.list)).toBe(1))
    await waitFor(() => expect(calls(fetch, endpoints.fleet.counts)).toBe(1))
    // The layout's own data too (the enterprise it names, the subscription its notice reads).
    await waitFor(() => expect(calls(fetch, endpoints.plan.queryOrder)).toBe(1))
    await waitFor(() => expect(calls(fetch, endpoints.enterprise.info)).toBe(1))
    expect(screen.queryByRole('heading', { name: 'Fleet' })).toBeNull()

    // The chunks arrive: the screen reads what was asked for, and asks nothing again.
    chunks.layout.open()
    chunks.fleet.open()
    expect(await screen.findByRole('heading', { name: 'Fleet' })).toBeTruthy()
    expect(await screen.findByText('No profiles match these filters.')).toBeTruthy()
    expect(calls(fetch, endpoints.fleet.list)).toBe(1)
    expect(calls(fetch, endpoints.fleet.counts)).toBe(1)
  })

  it('ask for the dashboard’s figures once the permissions are in: beside the operating check, before the saved language', async () => {
    signInCookie()
    const info = deferred<Response>()
    // The operating check's answer waits, and the saved preferences never come: the figures are asked
    // for all the same.
    const fetch = stubFetch((url) => {
      const path = new URL(url, 'http://localhost').pathname
      if (path === apiUrl(endpoints.permission.userPermissions))
        return envelopeResponse({ userPermissions: permissionTree(['Analytic']) })
      if (path === apiUrl(endpoints.enterprise.info)) return info.promise
      if (path === apiUrl(endpoints.behavior.query)) return new Promise<Response>(() => {})
      return envelopeResponse(null)
    })
    open('/dashboard')

    await waitFor(() => expect(calls(fetch, endpoints.insight.dashboard)).toBe(1))
    await waitFor(() => expect(calls(fetch, endpoints.enterprise.info)).toBe(1))
    info.resolve(
      envelopeResponse({
        enterpriseId: 'e1',
        name: 'Analytical Engines',
        status: 'ACTIVE',
        canOperate: true,
      }),
    )
  })

  it('are not asked for a route the permissions do not grant', async () => {
    signInCookie()
    const fetch = stubServer({ held: ['Generate_Ac_View'] })
    const router = open('/profile/fleet')
    await waitFor(() => expect(router.state.location.pathname).toBe('/nopermission'))
    expect(calls(fetch, endpoints.fleet.list)).toBe(0)
  })
})
