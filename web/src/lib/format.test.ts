import { EMPTY_VALUE } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { displayName, displayValue } from './format'

describe('displayValue', () => {
  it('shows -- for a missing, blank or non-finite value', () => {
    expect(EMPTY_VALUE).toBe('--')
    for (const value of [null, undefined, '', '   ', Number.NaN]) expect(displayValue(value)).toBe('--')
  })

  it('shows a present value as it is, zero included', () => {
    expect(displayValue('Acme')).toBe('Acme')
    expect(displayValue(0)).toBe('0')
  })
})

describe('displayName', () => {
  it('joins first and last name, and falls back to --', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace')
    expect(displayName({ firstName: 'Ada', lastName: '' })).toBe('Ada')
    expect(displayName(null)).toBe('--')
  })
})
