import {
  ErrorCode,
  endpoints,
  type Member,
  type PermissionId,
  type PlanLimit,
  permissionTree,
} from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { notifications } from '@/lib/notifications'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { MembersPage } from './members-page'

const ADA: Member = {
  userId: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  status: 'ACTIVE',
  roleId: 'OWNER',
  roleName: 'Owner',
  self: true,
  joinedAt: Date.UTC(2026, 0, 1),
}
const GRACE: Member = {
  ...ADA,
  userId: 'u2',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  roleId: 'VIEWER',
  roleName: 'Viewer',
  self: false,
}
const EXPIRED: Member = {
  invitationId: 'i1',
  email: 'alan@example.com',
  firstName: '',
  lastName: '',
  status: 'INVITED',
  roleId: 'ADMIN',
  roleName: 'Admin',
  self: false,
  invitationExpiresAt: Date.now() - 1_000,
}
const ROLES = {
  list: [
    {
      roleId: 'OWNER',
      name: 'Owner',
      system: true,
      permissions: ['Member_View', 'Order_Purchase'],
      memberCount: 1,
    },
    { roleId: 'VIEWER', name: 'Viewer', system: true, permissions: ['Member_View'], memberCount: 1 },
  ],
}
/** Two seats of the Pro plan's ten taken: room for one more. */
const ROOM: PlanLimit = { used: 2, cap: 10, planName: 'Pro', lock: null }
const page = (list: Member[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 })

afterEach(() => {
  sessionStore.clear()
  notifications.clear()
})

/** The page with the user's ids, answering each call by its path; `answers` overrides an endpoint's answer. */
function renderPage(held: PermissionId[], answers: Record<string, () => Response> = {}) {
  sessionStore.setPermissions(permissionTree(held))
  const fetch = stubFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname
    const override = answers[path]
    if (override) return override()
    if (path === apiUrl(endpoints.member.list)) return envelopeResponse(page([ADA, GRACE, EXPIRED]))
    if (path === apiUrl(endpoints.role.list)) return envelopeResponse(ROLES)
    if (path === apiUrl(endpoints.member.audit)) return envelopeResponse(page([]))
    if (path === apiUrl(endpoints.member.limit)) return envelopeResponse(ROOM)
    return envelopeResponse(null)
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MembersPage isOwner />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

const sent = (fetch: ReturnType<typeof stubFetch>, endpoint: { path: string }) =>
  fetch.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === apiUrl(endpoint as never))
    .map(([, init]) => JSON.parse(String(init?.body)))

const openMenu = (name: string) => {
  const trigger = screen.getByRole('button', { name: `Actions for ${name}` })
  fireEvent.keyDown(trigger, { key: 'Enter' })
  return screen.getByRole('menu')
}

describe('the Members screen', () => {
  it('lists members and invitations with their status in words, and no actions for a viewer', async () => {
    renderPage(['Member_View'])
    const table = await screen.findByRole('table', { name: 'Members and invitations' })
    const row = (await within(table).findByText('alan@example.com')).closest('tr') as HTMLElement
    expect(within(row).getByText('Expired')).toBeTruthy()
    expect(within(table).getByText('(you)')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Invite member' })).toBeNull()
    expect(await screen.findByText('No change to the team yet.')).toBeTruthy()
  })

  it('offers actions on the others’ rows only, and deactivates after a confirmation naming the person', async () => {
    const fetch = renderPage(['Member_View', 'Member_Manage'])
    await screen.findByText('grace@example.com')
    expect(screen.queryByRole('button', { name: 'Actions for Ada Lovelace' })).toBeNull()
    const menu = openMenu('Grace Hopper')
    expect(within(menu).getByRole('menuitem', { name: 'Transfer ownership' })).toBeTruthy()
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Grace Hopper?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(sent(fetch, endpoints.member.deactivate)).toEqual([{ userId: 'u2' }]))
  })

  it('removes a member after a confirmation, says so, and shows the list without them', async () => {
    let removed = false
    renderPage(['Member_View', 'Member_Manage'], {
      [apiUrl(endpoints.member.list)]: () =>
        envelopeResponse(page(removed ? [ADA, EXPIRED] : [ADA, GRACE, EXPIRED])),
      [apiUrl(endpoints.member.delete)]: () => {
        removed = true
        return envelopeResponse(null)
      },
    })
    await screen.findByText('grace@example.com')
    fireEvent.click(within(openMenu('Grace Hopper')).getByRole('menuitem', { name: 'Remove' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Grace Hopper from the team?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByText('grace@example.com')).toBeNull())
    expect(notifications.getSnapshot()).toMatchObject([
      { message: 'Grace Hopper removed from the team', variant: 'success' },
    ])
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('shows a refusal in the confirmation, as the server words it', async () => {
    const msg = 'The enterprise needs an active owner; make another member Owner first'
    renderPage(['Member_View', 'Member_Manage'], {
      [apiUrl(endpoints.member.delete)]: () =>
        envelopeResponse(null, { success: false, code: ErrorCode.LAST_OWNER, msg, status: 409 }),
    })
    await screen.findByText('grace@example.com')
    fireEvent.click(within(openMenu('Grace Hopper')).getByRole('menuitem', { name: 'Remove' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Grace Hopper from the team?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await within(dialog).findByText(msg)).toBeTruthy()
  })

  it('gives a pending invitation another role, sent by the invitation’s id', async () => {
    const fetch = renderPage(['Member_View', 'Member_Manage'])
    await screen.findByText('alan@example.com')
    fireEvent.click(within(openMenu('alan@example.com')).getByRole('menuitem', { name: 'Change role' }))
    const dialog = await screen.findByRole('dialog', { name: /alan@example\.com/ })
    fireEvent.change(await within(dialog).findByRole('combobox', { name: 'Role' }), {
      target: { value: 'VIEWER' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }))
    await waitFor(() =>
      expect(sent(fetch, endpoints.member.changeInvitationRole)).toEqual([
        { invitationId: 'i1', roleId: 'VIEWER' },
      ]),
    )
  })

  it('invites by email with a role it may give, and shows the plan’s cap as the server words it', async () => {
    const cap = 'Your plan BASIC includes 3 members; upgrade the plan to invite more'
    const fetch = renderPage(['Member_View', 'Member_Manage'], {
      [apiUrl(endpoints.member.add)]: () =>
        envelopeResponse(null, { success: false, code: ErrorCode.PLAN_LIMIT, msg: cap, status: 403 }),
    })
    expect(
      await screen.findByText('2 of 10 members on the Pro plan, pending invitations included'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Invite member' }))
    const dialog = screen.getByRole('dialog', { name: 'Invite a member' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), {
      target: { value: 'alan@example.com' },
    })
    const role = await within(dialog).findByRole('combobox', { name: 'Role' })
    // The Owner role holds an id the user does not hold: it cannot be given.
    expect(within(role).getByRole('option', { name: /Owner/ }).hasAttribute('disabled')).toBe(true)
    fireEvent.change(role, { target: { value: 'VIEWER' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await within(dialog).findByText(cap)).toBeTruthy()
    expect(sent(fetch, endpoints.member.add)).toEqual([{ email: 'alan@example.com', roleId: 'VIEWER' }])
  })

  it('at the plan’s cap disables Invite member, described by the lock with its way out, before any form', async () => {
    const message =
      'The Pro plan allows 10 members. Ask the owner or an admin of your enterprise to upgrade the plan.'
    const full: PlanLimit = {
      ...ROOM,
      used: 10,
      lock: { reason: 'LIMIT_REACHED', message, way: 'ASK_OWNER', next: null },
    }
    renderPage(['Member_View', 'Member_Manage'], {
      [apiUrl(endpoints.member.limit)]: () => envelopeResponse(full),
    })
    const lock = await screen.findByRole('status', { name: 'Not available on your plan now' })
    expect(lock.textContent).toContain(message)
    const invite = screen.getByRole('button', { name: 'Invite member' })
    expect(invite.getAttribute('aria-disabled')).toBe('true')
    const describedBy = invite.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe(message)
    fireEvent.click(invite)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
