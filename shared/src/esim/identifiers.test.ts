import { describe, expect, it } from 'vitest'
import { hasLuhnCheckDigit, luhnCheckDigit } from './digits.ts'
import {
  eidCheckDigits,
  eidError,
  iccidError,
  iccidToSwappedBcd,
  iccidWarning,
  imsiError,
  withLuhn,
} from './identifiers.ts'

describe('EID', () => {
  it.each([
    '89882119900000000000000000001654',
    '89034011560010000000000000000121',
    '89086030202200000022000014352016',
  ])('accepts the valid example %s', (eid) => {
    expect(eidError(eid)).toBeNull()
    expect(eidCheckDigits(eid.slice(0, 30))).toBe(eid.slice(30))
  })

  it('refuses a changed digit, a wrong length and letters', () => {
    expect(eidError('89882119900000000000000000001655')).toMatch(/check digits/)
    expect(eidError('8988211990000000000000000000165')).toBe('Length is 32 characters')
    expect(eidError('8988211990000000000000000000165A')).toMatch(/32 digits/)
  })
})

describe('ICCID', () => {
  it('computes and checks Luhn digits', () => {
    expect(luhnCheckDigit('894447860000495882')).toBe(4)
    expect(withLuhn('894447860000495882')).toBe('8944478600004958824')
    expect(hasLuhnCheckDigit('8944478600004958824')).toBe(true)
    expect(hasLuhnCheckDigit('8944478600004958825')).toBe(false)
  })

  it('accepts 18 to 20 digits starting 89, a 20-digit one without Luhn with a warning', () => {
    expect(iccidError('8944478600004958824')).toBeNull()
    expect(iccidError('89860468152080349618')).toBeNull()
    expect(iccidWarning('89860468152080349618')).toMatch(/Luhn/)
    expect(iccidError('8944478600004958825')).toMatch(/Luhn/)
    expect(iccidError('9944478600004958824')).toMatch(/starts with 89/)
    expect(iccidError('89444786')).toMatch(/18 to 20 digits/)
  })

  it('swaps the nibbles for the card', () => {
    expect(iccidToSwappedBcd('8944478600004958824')).toBe('984474680000948528F4')
  })
})

describe('IMSI', () => {
  it('takes 14 or 15 digits: MCC, MNC and an MSIN, 15 at most', () => {
    expect(imsiError('310410123456789')).toBeNull()
    expect(imsiError('65501123456789')).toBeNull()
    expect(imsiError('3104101234567890')).toMatch(/IMSI/)
    expect(imsiError('31041A')).toMatch(/IMSI/)
  })

  it('refuses an IMSI too short to hold an MSIN after its MCC and MNC', () => {
    expect(imsiError('31041012')).toBe('Invalid IMSI: use 14 or 15 digits (MCC + MNC + MSIN)')
    expect(imsiError('310410')).toMatch(/^Invalid IMSI/)
    expect(imsiError('3104101234567')).toMatch(/^Invalid IMSI/)
  })
})
