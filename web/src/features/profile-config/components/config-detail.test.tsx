import { endpoints, type ProfileConfig } from '@simlessly/shared'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderConsole, resetSession, signInCookie, stubServer } from '@/test/console'

let uninstall = () => {}
afterEach(() => {
  uninstall()
  resetSession()
})

const CONFIG: ProfileConfig = {
  configId: 'c1',
  name: 'Lab SIMs',
  profileName: 'Lab',
  authAlgorithm: 'MILENAGE',
  hplmn: '310410',
  oplmn: ['310260', '45400'],
  oplmnInput: 'LIST',
  fiveGSa: true,
  rotation: '4000204060',
  maxDownloadAttempts: 5,
  maxRedownloads: 0,
  applet: { subtype: 'RECYCLE', bipServer: 'bip.example.com' },
  createdAt: 1,
  updatedAt: 1,
  missing: ['smdpAddress', 'serviceProviderName'],
}

/** The definition a term of the detail list has. */
function definitionOf(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent
}

describe('the configuration view', () => {
  it('is a detail page: values as text, unset ones as --, no form fields', async () => {
    signInCookie()
    stubServer({ held: ['Profile_Config_View'], answers: [[endpoints.profileConfig.info, CONFIG]] })
    uninstall = renderConsole('/configform/view?id=c1').uninstall
    expect(await screen.findByRole('heading', { name: 'Lab SIMs', level: 1 })).toBeTruthy()
    const main = screen.getByRole('main')
    expect(within(main).queryAllByRole('textbox')).toEqual([])
    expect(within(main).queryAllByRole('combobox')).toEqual([])
    expect(definitionOf('Profile name')).toBe('Lab')
    expect(definitionOf('OPLMN')).toBe('310260, 45400')
    expect(definitionOf('SM-DP+ address')).toBe('--')
    expect(definitionOf('GID1')).toBe('--')
    expect(definitionOf('5G SA network')).toBe('Yes')
    expect(definitionOf('Applet subtype')).toBe('Recycle')
    expect(definitionOf('BIP server')).toBe('bip.example.com')
  })
})
