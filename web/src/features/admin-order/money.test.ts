import { describe, expect, it } from 'vitest'
import { centsToDollars, discountText, dollarsToCents } from './money'

describe('dollarsToCents', () => {
  it('reads dollars and cents as integer cents, without float error', () => {
    expect(dollarsToCents('25')).toBe(2500)
    expect(dollarsToCents('25.5')).toBe(2550)
    expect(dollarsToCents(' $1,250.07 ')).toBe(125_007)
    expect(dollarsToCents('0.29')).toBe(29)
    expect(dollarsToCents('4.35')).toBe(435)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '1.234', 'abc', '1e3', '.5']) expect(dollarsToCents(text)).toBeUndefined()
  })
})

describe('centsToDollars', () => {
  it('writes cents as an editable dollar amount that reads back the same', () => {
    expect(centsToDollars(9900)).toBe('99.00')
    expect(centsToDollars(5)).toBe('0.05')
    expect(dollarsToCents(centsToDollars(299_001))).toBe(299_001)
  })
})

describe('discountText', () => {
  it('shows a percentage or dollars, or nothing', () => {
    expect(discountText({ type: 'PERCENT', value: 10 })).toBe('10%')
    expect(discountText({ type: 'CURRENCY', value: 2500 })).toBe('$25.00')
    expect(discountText(null)).toBeNull()
  })
})
