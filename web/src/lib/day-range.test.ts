import { RANGE_FUTURE_MESSAGE, RANGE_INVERTED_MESSAGE, RANGE_TOO_LONG_MESSAGE } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import {
  localToday,
  presetRange,
  rangeChoiceChange,
  rangeError,
  readRangeChoice,
  resolveRange,
} from './day-range'

const TODAY = '2026-03-15'

describe('the range of days', () => {
  it('counts a preset back from today, today included', () => {
    expect(presetRange(7, TODAY)).toEqual({ from: '2026-03-09', to: TODAY })
    expect(presetRange(30, TODAY)).toEqual({ from: '2026-02-14', to: TODAY })
  })

  it('takes today from the local calendar, not from UTC', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })

  it('refuses an inverted range, one past 366 days and one ending after today, with the shared messages', () => {
    expect(rangeError({ from: '2026-03-10', to: '2026-03-01' }, TODAY)).toBe(RANGE_INVERTED_MESSAGE)
    expect(rangeError({ from: '2025-03-14', to: TODAY }, TODAY)).toBe(RANGE_TOO_LONG_MESSAGE)
    expect(rangeError({ from: '2025-03-15', to: TODAY }, TODAY)).toBeUndefined()
    expect(rangeError({ from: '2026-03-01', to: '2026-03-16' }, TODAY)).toBe(RANGE_FUTURE_MESSAGE)
    expect(rangeError({ from: '2026-02-30', to: TODAY }, TODAY)).toBe('This date does not exist')
  })

  it('says what is wrong with dates a link left empty or garbled, rather than failing', () => {
    expect(resolveRange(readRangeChoice(new URLSearchParams('from=&to=')), TODAY)).toEqual({
      error: 'Required',
    })
    expect(rangeError({ from: 'soon', to: 'later' }, TODAY)).toBe('Use a date as YYYY-MM-DD')
  })

  it('reads a preset or a custom range from the query string, and the default without either', () => {
    expect(readRangeChoice(new URLSearchParams('days=7'))).toEqual({ kind: 'preset', days: 7 })
    expect(readRangeChoice(new URLSearchParams('days=12'), 90)).toEqual({ kind: 'preset', days: 90 })
    expect(readRangeChoice(new URLSearchParams('from=2026-03-01&to=2026-03-02'))).toEqual({
      kind: 'custom',
      from: '2026-03-01',
      to: '2026-03-02',
    })
  })

  it('writes the default preset as a clean URL and any range change back to the first page', () => {
    expect(rangeChoiceChange({ kind: 'preset', days: 30 }, 30)).toEqual({
      days: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    })
    expect(rangeChoiceChange({ kind: 'custom', from: '2026-03-01', to: TODAY })).toMatchObject({
      days: undefined,
      from: '2026-03-01',
      to: TODAY,
    })
  })

  it('resolves a custom range only when it is valid', () => {
    expect(resolveRange({ kind: 'custom', from: '2026-03-01', to: TODAY }, TODAY)).toEqual({
      range: { from: '2026-03-01', to: TODAY },
    })
    expect(resolveRange({ kind: 'custom', from: TODAY, to: '2026-03-01' }, TODAY)).toEqual({
      error: RANGE_INVERTED_MESSAGE,
    })
  })
})
