import { describe, expect, it } from 'vitest'
import {
  clearFiltersChange,
  dayToMs,
  filterChange,
  hasFilters,
  isValidTextFilter,
  nextSort,
  readFilterValues,
  readSort,
  sortChange,
  toFleetFilter,
  toListRequest,
} from './fleet-filters'

const values = (query: string) => readFilterValues(new URLSearchParams(query))

describe('filters from the URL', () => {
  it('reads every filter, trimmed, and empty when absent', () => {
    const read = values('iccid=%208944%20&status=RELEASED&group=g1&config=c1&batch=B1&from=2025-01-02')
    expect(read).toMatchObject({ iccid: '8944', status: 'RELEASED', group: 'g1', config: 'c1', batch: 'B1' })
    expect(read.imsi).toBe('')
    expect(hasFilters(read)).toBe(true)
    expect(hasFilters(values('page=2&size=50&sort=iccid'))).toBe(false)
  })

  it('maps them to the API’s filter', () => {
    expect(
      toFleetFilter(
        values('iccid=8944&imsi=310&msisdn=%2B1415&eid=89049&status=DISABLED&group=g1&config=c1&batch=B1'),
      ),
    ).toEqual({
      iccid: '8944',
      imsi: '310',
      msisdn: '+1415',
      eid: '89049',
      status: 'DISABLED',
      groupId: 'g1',
      configId: 'c1',
      batchCode: 'B1',
    })
  })

  it('takes the Recycled state, which the API answers with the recycled profiles only', () => {
    expect(toFleetFilter(values('status=RECYCLED'))).toEqual({ status: 'RECYCLED' })
  })

  it('leaves out values the API would refuse', () => {
    expect(toFleetFilter(values('iccid=89ab&imsi=1234567890123456&status=LOST&eid='))).toEqual({})
    expect(toFleetFilter(values(`group=${'g'.repeat(65)}`))).toEqual({})
  })

  it('turns the day range into the first and last moment of those days, in local time', () => {
    const filter = toFleetFilter(values('from=2025-03-01&to=2025-03-31'))
    expect(filter.createdFrom).toBe(new Date(2025, 2, 1, 0, 0, 0, 0).getTime())
    expect(filter.createdTo).toBe(new Date(2025, 2, 31, 23, 59, 59, 999).getTime())
  })
})

describe('dayToMs', () => {
  it('refuses what is not a real day', () => {
    expect(dayToMs('2025-02-30', 'start')).toBeUndefined()
    expect(dayToMs('01/02/2025', 'start')).toBeUndefined()
    expect(dayToMs('', 'end')).toBeUndefined()
  })
})

describe('isValidTextFilter', () => {
  it('accepts digit prefixes of the right length and an MSISDN with a plus', () => {
    expect(isValidTextFilter('iccid', '89')).toBe(true)
    expect(isValidTextFilter('iccid', '8'.repeat(21))).toBe(false)
    expect(isValidTextFilter('imsi', '31041x')).toBe(false)
    expect(isValidTextFilter('msisdn', '+14155550100')).toBe(true)
    expect(isValidTextFilter('eid', '8'.repeat(32))).toBe(true)
    expect(isValidTextFilter('eid', '')).toBe(true)
  })
})

describe('filters to the URL', () => {
  it('sets a trimmed value, drops an empty one, and goes back to page 1', () => {
    expect(filterChange('iccid', ' 8944 ')).toEqual({ iccid: '8944', page: undefined })
    expect(filterChange('status', '')).toEqual({ status: undefined, page: undefined })
  })

  it('clears every filter and the page, but not the page size or sort', () => {
    const change = clearFiltersChange()
    expect(Object.keys(change).sort()).toEqual(
      ['batch', 'config', 'eid', 'from', 'group', 'iccid', 'imsi', 'msisdn', 'page', 'status', 'to'].sort(),
    )
    expect(Object.values(change).every((v) => v === undefined)).toBe(true)
  })

  it('round-trips through the query string', () => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries({
      ...filterChange('msisdn', '+44'),
      ...filterChange('to', '2025-01-05'),
    })) {
      if (value !== undefined) params.set(key, value)
    }
    expect(toFleetFilter(readFilterValues(params))).toEqual({
      msisdn: '+44',
      createdTo: new Date(2025, 0, 5, 23, 59, 59, 999).getTime(),
    })
  })
})

describe('sort', () => {
  it('defaults to newest first and ignores unknown fields', () => {
    expect(readSort(new URLSearchParams())).toEqual({ sortBy: 'createdAt', sortOrder: 'desc' })
    expect(readSort(new URLSearchParams('sort=imsi&order=up'))).toEqual({
      sortBy: 'createdAt',
      sortOrder: 'desc',
    })
    expect(readSort(new URLSearchParams('sort=iccid'))).toEqual({ sortBy: 'iccid', sortOrder: 'asc' })
    expect(readSort(new URLSearchParams('sort=iccid&order=desc'))).toEqual({
      sortBy: 'iccid',
      sortOrder: 'desc',
    })
  })

  it('flips the order of the same column and starts another with its default', () => {
    expect(nextSort({ sortBy: 'createdAt', sortOrder: 'desc' }, 'createdAt')).toEqual({
      sortBy: 'createdAt',
      sortOrder: 'asc',
    })
    expect(nextSort({ sortBy: 'createdAt', sortOrder: 'desc' }, 'iccid')).toEqual({
      sortBy: 'iccid',
      sortOrder: 'asc',
    })
  })

  it('keeps the URL clean for the default sort and resets the page', () => {
    expect(sortChange({ sortBy: 'createdAt', sortOrder: 'desc' })).toEqual({
      sort: undefined,
      order: undefined,
      page: undefined,
    })
    const change = sortChange({ sortBy: 'iccid', sortOrder: 'asc' })
    expect(change).toEqual({ sort: 'iccid', order: 'asc', page: undefined })
    const params = new URLSearchParams({ sort: 'iccid', order: 'asc' })
    expect(readSort(params)).toEqual({ sortBy: 'iccid', sortOrder: 'asc' })
  })

  it('builds the list request from filters, sort and page', () => {
    expect(
      toListRequest(values('iccid=89'), { sortBy: 'iccid', sortOrder: 'asc' }, { pageNum: 3, pageSize: 50 }),
    ).toEqual({ iccid: '89', sortBy: 'iccid', sortOrder: 'asc', pageNum: 3, pageSize: 50 })
  })
})
