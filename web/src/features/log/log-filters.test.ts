import { describe, expect, it } from 'vitest'
import { dayRangeMs, logFilterErrors, logFilterRequest } from './log-filters'

const values = (change: Partial<{ iccid: string; choice: string; from: string; to: string }>) => ({
  iccid: '',
  choice: '',
  from: '',
  to: '',
  ...change,
})

describe('dayRangeMs', () => {
  it('covers whole days in the user’s time zone, both ends included', () => {
    expect(dayRangeMs('2025-03-01', '2025-03-02')).toEqual({
      from: new Date(2025, 2, 1).getTime(),
      to: new Date(2025, 2, 3).getTime() - 1,
    })
    const oneDay = dayRangeMs('2025-03-01', '2025-03-01')
    expect(new Date(oneDay.to ?? 0).getDate()).toBe(1)
    expect(new Date(oneDay.to ?? 0).getHours()).toBe(23)
    expect(new Date((oneDay.to ?? 0) + 1).getDate()).toBe(2)
  })

  it('leaves out an open end and an impossible day', () => {
    expect(dayRangeMs('', '')).toEqual({})
    expect(dayRangeMs('2025-03-01', '')).toEqual({ from: new Date(2025, 2, 1).getTime() })
    expect(dayRangeMs('', '2024-12-31')).toEqual({ to: new Date(2025, 0, 1).getTime() - 1 })
    expect(dayRangeMs('2025-02-30', 'yesterday')).toEqual({})
  })
})

describe('logFilterErrors', () => {
  it('accepts empty filters and a valid ICCID', () => {
    expect(logFilterErrors(values({}), 'order')).toEqual({})
    expect(logFilterErrors(values({ iccid: ' 8944000000000000001 ' }), 'order')).toEqual({})
  })

  it('refuses a malformed ICCID with the shared rule’s message', () => {
    expect(logFilterErrors(values({ iccid: '12345' }), 'order')).toEqual({
      iccid: 'Invalid ICCID: use 18 to 20 digits',
    })
  })

  it('refuses a range that ends before it starts, but not a one-day range', () => {
    expect(logFilterErrors(values({ from: '2025-03-02', to: '2025-03-01' }), 'order')).toEqual({
      to: 'order',
    })
    expect(logFilterErrors(values({ from: '2025-03-02', to: '2025-03-02' }), 'order')).toEqual({})
  })
})

describe('logFilterRequest', () => {
  it('sends only the valid filters', () => {
    expect(logFilterRequest(values({ iccid: '12', from: '2025-03-01' }))).toEqual({
      from: new Date(2025, 2, 1).getTime(),
    })
    expect(logFilterRequest(values({ iccid: '894400000000000000' }))).toEqual({ iccid: '894400000000000000' })
  })
})
