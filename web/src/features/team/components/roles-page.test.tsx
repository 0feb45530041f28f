import { ErrorCode, endpoints, type PermissionId, permissionTree, type Role } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { RolesPage } from './roles-page'

const OWNER: Role = {
  roleId: 'OWNER',
  name: 'Owner',
  system: true,
  permissions: ['Fleet_View'],
  memberCount: 1,
}
const SUPPORT: Role = {
  roleId: 'r1',
  name: 'Support',
  system: false,
  permissions: ['Fleet_View', 'Profile_Edit'],
  memberCount: 2,
}
const HELD: PermissionId[] = ['Role_View', 'Role_Manage', 'Fleet_View', 'Generate_Ac_View', 'Ac_Generate']

afterEach(() => sessionStore.clear())

function renderPage(held: PermissionId[], onPost: (path: string) => Response = () => envelopeResponse(null)) {
  sessionStore.setPermissions(permissionTree(held))
  const fetch = stubFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname
    if (path === apiUrl(endpoints.role.list)) return envelopeResponse({ list: [OWNER, SUPPORT] })
    return onPost(path)
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RolesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

const box = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name }) as HTMLInputElement

describe('the Roles screen', () => {
  it('shows a system role read-only, and offers no change without Role_Manage', async () => {
    renderPage(['Role_View', 'Fleet_View'])
    fireEvent.click(await screen.findByRole('button', { name: 'View Owner' }))
    const dialog = screen.getByRole('dialog', { name: 'Owner' })
    expect(box(dialog, 'Fleet').checked).toBe(true)
    expect(box(dialog, 'Fleet').disabled).toBe(true)
    expect(within(dialog).queryByRole('button', { name: /Save|Create/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit Support' })).toBeNull()
  })

  it('builds a role in the tree: an action brings its screen, ids not held are disabled', async () => {
    const fetch = renderPage(HELD, () =>
      envelopeResponse({ ...SUPPORT, roleId: 'r2', name: 'Generators', permissions: [] }),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }))
    const dialog = screen.getByRole('dialog', { name: 'New role' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Generators' },
    })

    fireEvent.click(box(dialog, 'Generate ACs (uses the quota)'))
    expect(box(dialog, 'Generate AC screen').checked).toBe(true)
    expect(box(dialog, 'Profile').indeterminate).toBe(true)
    expect(box(dialog, 'Buy and pay').disabled).toBe(true)
    const describedBy = box(dialog, 'Buy and pay').getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toContain('You do not hold it')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }))
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toContain(apiUrl(endpoints.role.add)))
    const [, init] = fetch.mock.calls.find(([url]) => url === apiUrl(endpoints.role.add)) ?? []
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Generators',
      permissions: ['Generate_Ac_View', 'Ac_Generate'],
    })
  })

  it('unticks a screen’s actions with it', async () => {
    renderPage([...HELD, 'Profile_Edit'])
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Support' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Support' })
    expect(box(dialog, 'Edit profiles').checked).toBe(true)
    fireEvent.click(box(dialog, 'Fleet'))
    expect(box(dialog, 'Edit profiles').checked).toBe(false)
  })

  it('asks before deleting a custom role, and shows why a role in use is refused', async () => {
    const msg = 'Members hold this role; move them to another role before deleting it'
    renderPage(HELD, () =>
      envelopeResponse(null, { success: false, code: ErrorCode.ROLE_IN_USE, msg, status: 409 }),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Support' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete role Support?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }))
    expect(await within(dialog).findByText(msg)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete Owner' })).toBeNull()
  })
})
