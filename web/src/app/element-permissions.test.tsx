import { endpoints, type PermissionId } from '@simlessly/shared'
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

const EMPTY_PAGE = { list: [], total: 0, pageNum: 1, pageSize: 10 }

/** The console at `path` for a role holding `held`, the lists answering empty; what it asked the server. */
function openAs(path: string, held: readonly PermissionId[]) {
  signInCookie()
  const fetch = stubServer({
    held,
    answers: [
      [endpoints.group.list, EMPTY_PAGE],
      [endpoints.campaign.list, EMPTY_PAGE],
      [endpoints.blockList.list, EMPTY_PAGE],
      [endpoints.member.list, EMPTY_PAGE],
      [endpoints.member.audit, EMPTY_PAGE],
      [endpoints.role.list, { list: [] }],
      [endpoints.apiKey.list, { list: [] }],
      [endpoints.webhook.list, { list: [] }],
    ],
  })
  uninstall = renderConsole(path).uninstall
  const asked = () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname)
  return { asked }
}
const openEidPush = ({ held }: { held: readonly PermissionId[] }) => openAs('/profile/eidpush', held)

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

/**
 * Screens whose route needs only a view id: the view id alone lets a person look, and each control that
 * changes something shows only with its element-level id (as the server refuses the call without it).
 * One row per screen, written out: the rows are the test's data, so `duplicates` pairing them is expected.
 */
describe.each([
  {
    screen: 'Groups',
    path: '/profile/group',
    view: ['Group_View'],
    action: ['Group_Manage'],
    control: { role: 'button', name: 'New group' },
  },
  {
    screen: 'Campaigns',
    path: '/profile/campaign',
    view: ['Campaign_View', 'Campaign_Manage'],
    action: ['Profile_Recycle'],
    control: { role: 'button', name: 'New campaign' },
  },
  {
    screen: 'Profile configurations',
    path: '/config',
    view: ['Profile_Config_View'],
    action: ['Profile_Config_Manage'],
    control: { role: 'link', name: 'New configuration' },
  },
  {
    screen: 'Block list',
    path: '/setting/block',
    view: ['Block_View'],
    action: ['Block_Manage'],
    control: { role: 'button', name: 'Block' },
  },
  {
    screen: 'Fleet',
    path: '/profile/fleet',
    view: ['Fleet_View'],
    action: ['Profile_Recycle'],
    control: { role: 'button', name: 'Recycle' },
  },
  {
    screen: 'Members',
    path: '/team/member',
    view: ['Member_View'],
    action: ['Member_Manage'],
    control: { role: 'button', name: 'Invite member' },
  },
  {
    screen: 'Developer settings',
    path: '/setting/developer',
    view: ['Developer_View'],
    action: ['Api_Key_Manage'],
    control: { role: 'button', name: 'Create API key' },
  },
  {
    screen: 'Roles',
    path: '/team/role',
    view: ['Role_View'],
    action: ['Role_Manage'],
    control: { role: 'button', name: 'New role' },
  },
] as const)('the $screen screen', ({ screen: title, path, view, action, control }) => {
  const open = (held: readonly PermissionId[]) => openAs(path, held)

  it('lets the view id alone look, with no control that changes anything', async () => {
    open(view)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
    expect(screen.queryByRole(control.role, { name: control.name })).toBeNull()
  })

  it('shows the control with the element-level id', async () => {
    open([...view, ...action])
    // An empty list may offer the same control again beside its message.
    expect((await screen.findAllByRole(control.role, { name: control.name })).length).toBeGreaterThan(0)
  })
})

describe('the Generate AC screen', () => {
  const open = (held: readonly PermissionId[]) => openAs('/profile/generateac', held)

  it('says the role cannot generate, and offers no form, without Ac_Generate', async () => {
    open(['Generate_Ac_View'])
    expect(await screen.findByText(/Your role does not allow generating ACs/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull()
  })

  it('offers the form with Ac_Generate', async () => {
    open(['Generate_Ac_View', 'Ac_Generate'])
    expect(await screen.findByRole('tab', { name: 'Single' })).toBeTruthy()
    expect(screen.queryByText(/Your role does not allow generating ACs/)).toBeNull()
  })
})
