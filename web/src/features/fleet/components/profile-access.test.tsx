import { type FleetProfile, installLinks, permissionTree, withLuhn } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session'
import { stubFetch } from '@/test/api'
import { FleetCell } from './fleet-cell'
import { ProfileAccess } from './profile-access'

const ICCID = withLuhn('894447860000495882')
const AC = '1$SMDP.EXAMPLE.COM$04386-AGYFT-A74Y8-3F815'
const links = installLinks(AC)
const PROFILE: FleetProfile = {
  iccid: ICCID,
  imsi: '310410123456789',
  ac: AC,
  acValid: true,
  acLink: links.ios,
  acLinkAndroid: links.android,
  acFormats: ['STRING'],
  protected: false,
  recycleStatus: 'NONE',
  createdBy: 'Ada Lovelace',
  status: 'RELEASED',
  state: 'RELEASED',
  type: 'SINGLE_GENERATE',
  smdpAddress: 'SMDP.EXAMPLE.COM',
  matchingId: '04386-AGYFT-A74Y8-3F815',
  configId: 'c1',
  batchCode: 'B1',
  createdAt: 1,
  updatedAt: 1,
}
const RECYCLED: FleetProfile = { ...PROFILE, recycleStatus: 'RECYCLED', state: 'RECYCLED', acValid: false }

afterEach(() => sessionStore.clear())

const HOLDS_ALL: Parameters<typeof permissionTree>[0] = ['Fleet_View', 'Ac_Download', 'EidPush_Push']

function renderAccess(
  profile: FleetProfile,
  qr: string | null,
  held: Parameters<typeof permissionTree>[0] = HOLDS_ALL,
) {
  // The local device simulator answers, so its link would show.
  stubFetch(() => new Response(JSON.stringify({ available: true }), { status: 200 }))
  sessionStore.setPermissions(permissionTree(held))
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ProfileAccess profile={profile} qr={qr} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return screen.getByRole('region', { name: 'Activation code' })
}

describe('ProfileAccess', () => {
  it('offers the AC, its QR code, the install links, the push and the local device while the AC works', async () => {
    const section = renderAccess(PROFILE, 'data:image/png;base64,AAAA')
    expect(within(section).getByRole('img', { name: /QR code/ })).toBeTruthy()
    expect(within(section).getByRole('button', { name: 'Copy the AC' })).toHaveProperty('disabled', false)
    expect(within(section).getByRole('link', { name: 'Install on iPhone' })).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'Push to EID' })).toBeTruthy()
    expect(await within(section).findByRole('link', { name: /Simulate a download/ })).toBeTruthy()
  })

  it('strikes a recycled profile’s AC and disables every way of using it, saying why', async () => {
    const section = renderAccess(RECYCLED, null)
    expect(section.querySelector('s')?.textContent).toBe(AC)
    expect(within(section).getByText(/No longer valid/)).toBeTruthy()
    expect(within(section).queryByRole('img')).toBeNull()
    expect(within(section).getByText('No QR code: the AC no longer works')).toBeTruthy()
    expect(within(section).queryAllByRole('link')).toEqual([])
    const reason = within(section).getByText(/The profile was recycled and the SM-DP\+ refuses this AC/)
    const names = ['Copy the AC', 'Install on iPhone', 'Install on Android', 'Push to EID']
    const simulator = await within(section).findByRole('button', { name: /Simulate a download/ })
    for (const button of [...names.map((name) => within(section).getByRole('button', { name })), simulator]) {
      expect(button).toHaveProperty('disabled', true)
      expect(button.getAttribute('aria-describedby')).toBe(reason.closest('p')?.id)
    }
  })

  it('says the role may not download ACs instead of showing empty buttons, and hides the push', async () => {
    const withheld = { ...PROFILE, ac: null, acLink: null, acLinkAndroid: null, matchingId: null }
    const section = renderAccess(withheld, null, ['Fleet_View'])
    expect(within(section).getByText('You do not have permission to download ACs')).toBeTruthy()
    expect(within(section).queryByRole('img')).toBeNull()
    expect(within(section).queryByRole('button', { name: /copy/i })).toBeNull()
    expect(within(section).queryByRole('link', { name: /Simulate a download/ })).toBeNull()
    expect(within(section).queryAllByRole('link')).toEqual([])
  })

  it('offers the push only to a role holding EidPush_Push', () => {
    const section = renderAccess(PROFILE, 'data:image/png;base64,AAAA', ['Fleet_View', 'Ac_Download'])
    expect(within(section).getByText(AC)).toBeTruthy()
    expect(within(section).queryByRole('link', { name: 'Push to EID' })).toBeNull()
  })
})

describe('FleetCell of a recycled profile', () => {
  it('reads Recycled as its status, and shows the AC and its link struck, with nothing to copy or open', () => {
    const cell = (column: 'status' | 'ac' | 'acLink') =>
      render(
        <div data-testid={column}>
          <FleetCell column={column} profile={RECYCLED} />
        </div>,
      ).getByTestId(column)
    expect(cell('status').textContent).toBe('Recycled')
    const ac = cell('ac')
    expect(ac.querySelector('s')?.textContent).toBe(AC)
    expect(ac.textContent).toContain('No longer valid')
    expect(within(ac).queryByRole('button')).toBeNull()
    const link = cell('acLink')
    expect(within(link).queryByRole('link')).toBeNull()
    expect(within(link).queryByRole('button')).toBeNull()
    expect(link.querySelector('s')?.textContent).toBe('Install link')
  })
})

describe("FleetCell of a configuration's type", () => {
  it('names the applet in words, never the stored subtype', () => {
    const cell = (configType: string) =>
      render(
        <div data-testid={configType}>
          <FleetCell column="configType" profile={{ ...PROFILE, configType }} />
        </div>,
      ).getByTestId(configType).textContent
    expect(cell('STANDARD')).toBe('Standard')
    expect(cell('RECYCLE')).toBe('Recycle applet')
  })
})
