import { HPLMN_MISMATCH_MESSAGE } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { showHplmnMismatch } from './hplmn-warning'

const config = { hplmn: '310410' }

describe('the HPLMN warning', () => {
  it('shows when the IMSI does not start with the configuration’s HPLMN', () => {
    expect(showHplmnMismatch('262011234567890', config)).toBe(true)
    expect(showHplmnMismatch('310410123456789', config)).toBe(false)
    expect(showHplmnMismatch(' 310410123456789 ', config)).toBe(false)
  })

  it('waits until the IMSI is as long as the HPLMN', () => {
    expect(showHplmnMismatch('31', config)).toBe(false)
    expect(showHplmnMismatch('31041', config)).toBe(false)
    expect(showHplmnMismatch('310411', config)).toBe(true)
  })

  it('never shows without a configuration or without an HPLMN in it', () => {
    expect(showHplmnMismatch('262011234567890', undefined)).toBe(false)
    expect(showHplmnMismatch('262011234567890', { hplmn: undefined })).toBe(false)
  })

  it('uses the specified wording', () => {
    expect(HPLMN_MISMATCH_MESSAGE).toMatch(/^Please review the IMSI or create a new configuration/)
  })
})
