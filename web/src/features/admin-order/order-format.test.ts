import { ORDER_STATUSES } from '@simlessly/shared'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import admin from '@/locales/en.admin.json'
import { auditValueText, discountLabel, formatDay } from './order-format'

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

describe('auditValueText', () => {
  const t = i18next.getFixedT('en')
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: admin } } })
  })

  it("names every order status in the list's words, and keeps what the server wrote in words", () => {
    const words = ORDER_STATUSES.map((status) => auditValueText(status, t))
    expect(words.filter((w) => /^[A-Z_]+$/.test(w) || w.includes('.'))).toEqual([])
    expect(auditValueText('WAIT_ACTIVE', t)).toBe('Paid, starts later')
    expect(auditValueText('Pro, $99.00', t)).toBe('Pro, $99.00')
    expect(auditValueText(null, t)).toBe('--')
  })
})
