import { EMPTY_VALUE } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { displayName, displayValue, formatDateTime, formatFileSize } from './format'

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

describe('formatDateTime and formatFileSize', () => {
  it('formats a moment in the given locale, and -- when there is none', () => {
    const ms = Date.UTC(2026, 0, 2, 3, 4)
    expect(formatDateTime(ms, 'en-US')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(ms),
    )
    expect(formatDateTime(undefined)).toBe('--')
  })

  it('formats the batch size limit as megabytes', () => {
    expect(formatFileSize(20 * 1024 * 1024, 'en-US')).toBe('20 MB')
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 kB')
  })
})
