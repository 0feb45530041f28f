import { describe, expect, it } from 'vitest'
import { discountLabel, formatDay } from './order-format'

describe('discountLabel', () => {
  it('shows what was taken off and how it was given', () => {
    expect(discountLabel({ discount: { type: 'PERCENT', value: 10 }, discountCents: 990 })).toBe(
      '−$9.90 (10%)',
    )
    expect(discountLabel({ discount: { type: 'CURRENCY', value: 2000 }, discountCents: 2000 })).toBe(
      '−$20.00 ($20.00)',
    )
    expect(discountLabel({ discount: null, discountCents: 0 })).toBe('--')
  })
})

describe('formatDay', () => {
  it('shows a day, or the empty value', () => {
    expect(formatDay(Date.UTC(2026, 2, 5, 12), 'en-US')).toBe('Mar 5, 2026')
    expect(formatDay(null)).toBe('--')
  })
})
