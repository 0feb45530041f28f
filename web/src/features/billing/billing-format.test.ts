import { describe, expect, it } from 'vitest'
import { discountText, formatDay } from './billing-format'

describe('formatDay', () => {
  it('shows the day alone, and -- without one', () => {
    expect(formatDay(Date.UTC(2026, 2, 5, 12), 'en-US')).toBe('Mar 5, 2026')
    expect(formatDay(null)).toBe('--')
    expect(formatDay(Number.NaN)).toBe('--')
  })
})

describe('discountText', () => {
  it('reads a percent or an amount in USD cents', () => {
    expect(discountText({ type: 'PERCENT', value: 15 })).toBe('15%')
    expect(discountText({ type: 'CURRENCY', value: 2_500 })).toBe('$25.00')
    expect(discountText(null)).toBeNull()
  })
})
