import {
  type ApiKey,
  endpoints,
  type PermissionId,
  permissionTree,
  SIGNED_REQUEST_HEADERS,
} from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications } from '@/lib/notifications'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { ApiKeysSection } from './api-keys-section'
import { SigningGuide } from './signing-guide'

const SYNC: ApiKey = {
  accessKey: 'AK0000000000000000SYNC',
  name: 'Billing sync',
  permissions: ['Fleet_View', 'Profile_Edit'],
  allowedIps: [],
  createdBy: 'Ada Lovelace',
  createdAt: Date.UTC(2026, 0, 5),
  lastUsedAt: null,
  expiresAt: null,
  previousSecretUntil: null,
  status: 'ACTIVE',
}
const OLD: ApiKey = {
  ...SYNC,
  accessKey: 'AK00000000000000000OLD',
  name: 'Old import',
  allowedIps: ['203.0.113.0/24'],
  lastUsedAt: Date.UTC(2026, 0, 6),
  status: 'REVOKED',
}
const NEW: ApiKey = {
  ...SYNC,
  accessKey: 'AK00000000000000000NEW',
  name: 'Warehouse',
  permissions: ['Fleet_View'],
}
const SECRET = 'sk_9f2c41b7d0e84a6b8c3d5e7f9a1b2c3d'
const VIEW: PermissionId[] = ['Developer_View', 'Fleet_View']
const MANAGE: PermissionId[] = [...VIEW, 'Api_Key_Manage']

afterEach(() => {
  sessionStore.clear()
  notifications.clear()
  Reflect.deleteProperty(navigator, 'clipboard')
})

type Answers = Partial<Record<string, (body: unknown) => Response>>

/**
 * The keys and the signing guide, as the route shows them, with the user's ids; the list answers `keys`
 * (changed by the answers), the rest by `answers`.
 */
function renderPage(held: PermissionId[], keys: ApiKey[], answers: Answers = {}) {
  sessionStore.setPermissions(permissionTree(held))
  const fetch = stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname
    const answer = answers[path]
    if (answer) return answer(init.body ? JSON.parse(String(init.body)) : undefined)
    if (path === apiUrl(endpoints.apiKey.list)) return envelopeResponse({ list: keys })
    return envelopeResponse(null)
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ApiKeysSection />
        <SigningGuide />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { fetch, queryClient }
}

const sent = (fetch: ReturnType<typeof stubFetch>, endpoint: { path: string }) =>
  fetch.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === apiUrl(endpoint as never))
    .map(([, init]) => JSON.parse(String(init?.body)))

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'API keys' })
  return (await within(table).findByText(name)).closest('tr') as HTMLElement
}

/** Everything the cache holds: what the query and mutation caches would hand to anyone asking. */
const cached = (queryClient: QueryClient) =>
  JSON.stringify([
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data),
    queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state.data),
  ])

describe('the Developer settings screen', () => {
  it('lists the keys with their status in words, and offers no change without Api_Key_Manage', async () => {
    renderPage(VIEW, [SYNC, OLD])
    expect(screen.getByRole('heading', { level: 1, name: 'Developer settings' })).toBeTruthy()
    const sync = await rowOf('Billing sync')
    expect(within(sync).getByText('AK0000000000000000SYNC')).toBeTruthy()
    expect(within(sync).getByText('Active')).toBeTruthy()
    expect(within(sync).getByText('--')).toBeTruthy()
    expect(within(sync).getByText('Never')).toBeTruthy()
    expect(within(sync).getByText('Any address')).toBeTruthy()
    expect(within(sync).getByText('2 operations')).toBeTruthy()
    const old = await rowOf('Old import')
    expect(within(old).getByText('Revoked')).toBeTruthy()
    expect(within(old).getByText('203.0.113.0/24')).toBeTruthy()

    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Rotate/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Revoke/ })).toBeNull()
    const guide = screen.getByRole('region', { name: 'How to sign a request' })
    for (const header of Object.values(SIGNED_REQUEST_HEADERS)) {
      expect(within(guide).getAllByText(new RegExp(`^${header}:?$`)).length).toBeGreaterThan(0)
    }
    // The method, path, timestamp, request id, access key and body, each on its own line.
    expect(guide.querySelector('pre code')?.textContent?.split('\n')).toEqual([
      'POST',
      '/api/v1/config/list',
      '1767225600000',
      '0b5e8f0e-6a4b-4f0e-9d3c-2a7f1c9e4b21',
      'AK0123456789ABCDEFGHIJ',
      '{"pageNum":1,"pageSize":10}',
    ])
  })

  it('says a key limited to 0.0.0.0/0 or ::/0 allows any address of that family, not a range', async () => {
    const anyIpv4 = { ...SYNC, accessKey: 'AK0000000000000000ANY4', name: 'Anywhere v4' }
    const anywhere = { ...SYNC, accessKey: 'AK0000000000000000ANY6', name: 'Anywhere' }
    renderPage(VIEW, [
      { ...anyIpv4, allowedIps: ['0.0.0.0/0', '203.0.113.7', '2001:db8::/32'] },
      { ...anywhere, allowedIps: ['::/0', '0.0.0.0/0'] },
    ])
    const v4 = await rowOf('Anywhere v4')
    expect(within(v4).getByText('Any IPv4 address, 2001:db8::/32')).toBeTruthy()
    expect(within(v4).queryByText(/0\.0\.0\.0\/0/)).toBeNull()
    expect(within(await rowOf('Anywhere')).getByText('Any address')).toBeTruthy()
  })

  it('tells, under the addresses box, that 0.0.0.0/0 and ::/0 limit nothing', async () => {
    renderPage(MANAGE, [SYNC])
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }))
    const form = screen.getByRole('dialog', { name: 'Create API key' })
    const box = within(form).getByRole('textbox', { name: 'Allowed IP addresses (optional)' })
    fireEvent.change(box, { target: { value: '0.0.0.0/0\n2001:db8::/32' } })
    expect(
      await within(form).findByText(
        '0.0.0.0/0 allows any IPv4 address: the key is not limited for IPv4, and allows IPv6 addresses only as listed. Leave the box empty to allow any address.',
      ),
    ).toBeTruthy()
    fireEvent.change(box, { target: { value: '0.0.0.0/0\n::/0' } })
    expect(await within(form).findByText(/together allow any address/)).toBeTruthy()
  })

  it('offers Rotate and Revoke on active keys only', async () => {
    renderPage(MANAGE, [SYNC, OLD])
    const sync = await rowOf('Billing sync')
    expect(within(sync).getByRole('button', { name: 'Rotate the secret of Billing sync' })).toBeTruthy()
    expect(within(sync).getByRole('button', { name: 'Revoke Billing sync' })).toBeTruthy()
    expect(within(await rowOf('Old import')).queryAllByRole('button')).toHaveLength(0)
  })

  it('says there is no key yet, and offers to create one', async () => {
    renderPage(MANAGE, [])
    const table = screen.getByRole('table', { name: 'API keys' })
    expect(await within(table).findByText('There is no API key yet.')).toBeTruthy()
    fireEvent.click(within(table).getByRole('button', { name: 'Create API key' }))
    expect(screen.getByRole('dialog', { name: 'Create API key' })).toBeTruthy()
  })

  it('shows why the list could not be read, and asks again', async () => {
    let fail = true
    renderPage(VIEW, [], {
      [apiUrl(endpoints.apiKey.list)]: () =>
        fail
          ? envelopeResponse(null, { success: false, code: 10500, msg: 'Storage unavailable', status: 500 })
          : envelopeResponse({ list: [SYNC] }),
    })
    expect(await screen.findByText('The API keys could not be read')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await rowOf('Billing sync')).toBeTruthy()
  })

  it('creates a key with only ids the user holds, shows its secret once, and keeps no copy', async () => {
    const keys = [SYNC]
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { fetch, queryClient } = renderPage(MANAGE, keys, {
      [apiUrl(endpoints.apiKey.add)]: () => {
        keys.push(NEW)
        return envelopeResponse({ key: NEW, secret: SECRET })
      },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }))
    const form = screen.getByRole('dialog', { name: 'Create API key' })
    expect(
      (within(form).getByRole('checkbox', { name: 'Manage campaigns' }) as HTMLInputElement).disabled,
    ).toBe(true)
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Warehouse' } })
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Fleet' }))
    fireEvent.change(within(form).getByRole('textbox', { name: 'Allowed IP addresses (optional)' }), {
      target: { value: '203.0.113.7\n' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }))

    const dialog = await screen.findByRole('dialog', { name: 'API key Warehouse created' })
    expect(sent(fetch, endpoints.apiKey.add)).toEqual([
      { name: 'Warehouse', permissions: ['Fleet_View'], expiresAt: null, allowedIps: ['203.0.113.7'] },
    ])
    expect(within(dialog).getByText(SECRET)).toBeTruthy()
    expect(within(dialog).getByText('AK00000000000000000NEW')).toBeTruthy()
    expect(
      within(dialog).getByText('This secret is shown once. Store it now: it cannot be shown again.'),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy secret' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET))

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await rowOf('Warehouse')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create API key' }))
    expect(screen.queryByText(SECRET)).toBeNull()
    await waitFor(() => expect(cached(queryClient)).not.toContain(SECRET))
  })

  it('shows a bad address line under the box and sends nothing', async () => {
    const { fetch } = renderPage(MANAGE, [SYNC])
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }))
    const form = screen.getByRole('dialog', { name: 'Create API key' })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Warehouse' } })
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Fleet' }))
    fireEvent.change(within(form).getByRole('textbox', { name: 'Allowed IP addresses (optional)' }), {
      target: { value: '203.0.113.7\n203.0.113' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }))
    expect(await within(form).findByText(/^Line 2 \(203\.0\.113\): Use an IP address/)).toBeTruthy()
    expect(sent(fetch, endpoints.apiKey.add)).toEqual([])
  })

  it('rotates after asking the grace period, and shows the new secret', async () => {
    const rotated = { ...SYNC, previousSecretUntil: Date.now() + 48 * 3_600_000 }
    const { fetch } = renderPage(MANAGE, [SYNC], {
      [apiUrl(endpoints.apiKey.rotate)]: () => envelopeResponse({ key: rotated, secret: SECRET }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate the secret of Billing sync' }))
    const form = screen.getByRole('dialog', { name: 'Rotate the secret of Billing sync?' })
    const grace = within(form).getByRole('spinbutton', { name: 'Grace period in hours' }) as HTMLInputElement
    expect(grace.value).toBe('24')
    fireEvent.change(grace, { target: { value: '48' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Rotate secret' }))

    const dialog = await screen.findByRole('dialog', { name: 'New secret for Billing sync' })
    expect(within(dialog).getByText(SECRET)).toBeTruthy()
    expect(within(dialog).getByText(/The old secret keeps signing until/)).toBeTruthy()
    expect(sent(fetch, endpoints.apiKey.rotate)).toEqual([{ accessKey: SYNC.accessKey, graceHours: 48 }])
  })

  it('revokes after a confirmation naming the key and saying its next request is refused', async () => {
    const keys = [SYNC]
    const { fetch } = renderPage(MANAGE, keys, {
      [apiUrl(endpoints.apiKey.revoke)]: () => {
        keys[0] = { ...SYNC, status: 'REVOKED' }
        return envelopeResponse(keys[0])
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Billing sync' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke Billing sync?' })
    expect(within(dialog).getByText(/its next request will be refused/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(sent(fetch, endpoints.apiKey.revoke)).toEqual([{ accessKey: SYNC.accessKey }])
    expect(within(await rowOf('Billing sync')).getByText('Revoked')).toBeTruthy()
    expect(notifications.getSnapshot().map((n) => n.message)).toContain('API key Billing sync revoked')
  })
})
