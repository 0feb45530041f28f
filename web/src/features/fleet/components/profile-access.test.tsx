import { type FleetProfile, permissionTree } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session'
import { stubFetch } from '@/test/api'
import { ProfileAccess } from './profile-access'

const AC = '1$SMDP.EXAMPLE$ABC-123'
const PROFILE = {
  iccid: '89014103211118510720',
  imsi: '310410123456789',
  ac: AC,
  acLink: 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$SMDP.EXAMPLE$ABC-123',
  acLinkAndroid: 'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=LPA:1$SMDP.EXAMPLE$ABC-123',
  acFormats: ['STRING'],
  protected: false,
  recycleStatus: 'NONE',
  createdBy: 'Ada',
  status: 'RELEASED',
  type: 'SINGLE_GENERATE',
  smdpAddress: 'SMDP.EXAMPLE',
  matchingId: 'ABC-123',
  configId: 'c1',
  batchCode: 'b1',
  createdAt: 1,
  updatedAt: 1,
} satisfies FleetProfile

afterEach(() => sessionStore.clear())

function renderAccess(profile: FleetProfile, qr: string | null, held: Parameters<typeof permissionTree>[0]) {
  // No local device simulator: its probe answers nothing.
  stubFetch(() => new Response(null, { status: 404 }))
  sessionStore.setPermissions(permissionTree(held))
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ProfileAccess profile={profile} qr={qr} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('ProfileAccess', () => {
  it('shows the AC, its links, the QR code and the push for a role holding them', () => {
    renderAccess(PROFILE, 'data:image/png;base64,AAAA', ['Fleet_View', 'Ac_Download', 'EidPush_Push'])
    expect(screen.getByText(AC)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Install on iPhone' })).toBeTruthy()
    expect(screen.getByRole('img')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Push to EID' }).getAttribute('href')).toContain(PROFILE.iccid)
    expect(screen.queryByText('You do not have permission to download ACs')).toBeNull()
  })

  it('says the role may not download ACs instead of showing empty buttons, and hides the push', () => {
    const withheld = { ...PROFILE, ac: null, acLink: null, acLinkAndroid: null, matchingId: null }
    renderAccess(withheld, null, ['Fleet_View'])
    expect(screen.getByText('You do not have permission to download ACs')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('button', { name: /copy/i })).toBeNull()
  })
})
