import { adminOrderListQuerySchema } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import {
  clearFiltersChange,
  filterChange,
  hasFilters,
  isDay,
  readFilterValues,
  toListRequest,
} from './admin-order-filters'

const values = (query: string) => readFilterValues(new URLSearchParams(query))
const PAGE = { pageNum: 1, pageSize: 10 }

describe('admin order filters from the URL', () => {
  it('reads every filter, trimmed, and empty when absent', () => {
    const read = values('status=ACTIVE&plan=PRO&enterprise=%20Acme%20&from=2026-01-02&page=3')
    expect(read).toEqual({ status: 'ACTIVE', plan: 'PRO', enterprise: 'Acme', from: '2026-01-02', to: '' })
    expect(hasFilters(read)).toBe(true)
    expect(hasFilters(values('page=2&size=50&tab=audit'))).toBe(false)
  })

  it('maps them to a request the server’s own schema accepts as it is', () => {
    const request = toListRequest(
      values('status=PENDING_CONFIRMATION&plan=BASIC&enterprise=Acme%20La&from=2026-03-01&to=2026-03-31'),
      { pageNum: 2, pageSize: 20 },
    )
    expect(request).toEqual({
      pageNum: 2,
      pageSize: 20,
      status: 'PENDING_CONFIRMATION',
      plan: 'BASIC',
      enterprise: 'Acme La',
      from: '2026-03-01',
      to: '2026-03-31',
    })
    expect(adminOrderListQuerySchema.parse(request)).toEqual(request)
  })

  it('leaves out what the API would refuse', () => {
    expect(
      toListRequest(
        values(`status=PAID&plan=GOLD&from=2026-02-30&to=31/03/2026&enterprise=${'x'.repeat(101)}`),
        PAGE,
      ),
    ).toEqual(PAGE)
  })
})

describe('isDay', () => {
  it('accepts real days only', () => {
    expect(isDay('2024-02-29')).toBe(true)
    expect(isDay('2025-02-29')).toBe(false)
    expect(isDay('2025-1-05')).toBe(false)
    expect(isDay('')).toBe(false)
  })
})

describe('admin order filters to the URL', () => {
  it('sets a trimmed value, drops an empty one, and goes back to page 1', () => {
    expect(filterChange('enterprise', ' Acme ')).toEqual({ enterprise: 'Acme', page: undefined })
    expect(filterChange('status', '')).toEqual({ status: undefined, page: undefined })
  })

  it('clears every filter and the page, but not the page size or the tab', () => {
    const change = clearFiltersChange()
    expect(Object.keys(change).sort()).toEqual(['enterprise', 'from', 'page', 'plan', 'status', 'to'])
    expect(Object.values(change).every((v) => v === undefined)).toBe(true)
  })

  it('round-trips through the query string', () => {
    const params = new URLSearchParams('tab=orders&size=50')
    for (const [key, value] of Object.entries({
      ...filterChange('plan', 'PREMIUM'),
      ...filterChange('to', '2026-01-05'),
    })) {
      if (value !== undefined) params.set(key, value)
    }
    expect(toListRequest(readFilterValues(params), PAGE)).toEqual({
      ...PAGE,
      plan: 'PREMIUM',
      to: '2026-01-05',
    })
  })
})
