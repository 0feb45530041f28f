import { endpoints } from '@simlessly/shared'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { apiUrl } from '@/test/api'
import { renderConsole, resetSession, signInCookie, stubServer } from '@/test/console'

/**
 * The `profile/eidpush` route needs no permission id, so the page shows what the role may use: the pushes
 * and the usage with EidPush_View, the form with EidPush_Push, a plain statement with neither; and it asks
 * the server nothing the role would be refused.
 */
let uninstall = () => {}
afterEach(() => {
  uninstall()
  resetSession()
})

function openEidPush(held: Parameters<typeof stubServer>[0]) {
  signInCookie()
  const fetch = stubServer(held)
  const rendered = renderConsole('/profile/eidpush')
  uninstall = rendered.uninstall
  const asked = () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname)
  return { asked }
}

const eidPushCalls = [endpoints.eidPush.usage, endpoints.eidPush.list, endpoints.eidPush.push].map(apiUrl)

describe('the EID push page', () => {
  it('says the role allows no EID push, and asks the server for none, when it holds neither id', async () => {
    const { asked } = openEidPush({ held: ['Fleet_View'] })
    expect(await screen.findByText(/Your role does not allow EID pushes/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Push to EID' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Pushes' })).toBeNull()
    expect(asked().filter((path) => eidPushCalls.includes(path))).toEqual([])
  })

  it('shows the pushes but no form to EidPush_View', async () => {
    const { asked } = openEidPush({ held: ['EidPush_View'] })
    await waitFor(() => expect(asked()).toContain(apiUrl(endpoints.eidPush.list)))
    expect(screen.queryByRole('button', { name: 'Push to EID' })).toBeNull()
    expect(screen.queryByText(/Your role does not allow EID pushes/)).toBeNull()
  })

  it('shows the form but asks for neither pushes nor usage with EidPush_Push alone', async () => {
    const { asked } = openEidPush({ held: ['EidPush_Push'] })
    expect(await screen.findByRole('button', { name: 'Push to EID' })).toBeTruthy()
    expect(asked().filter((path) => eidPushCalls.includes(path))).toEqual([])
  })
})
