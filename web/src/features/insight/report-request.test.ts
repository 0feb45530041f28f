import { describe, expect, it } from 'vitest'
import { readReportFilters, toReportRequest } from './report-request'

const RANGE = { from: '2026-03-01', to: '2026-03-31' }

describe('the report request', () => {
  it('adds the filters the URL holds to the range', () => {
    const filters = readReportFilters(new URLSearchParams('config=c1&group=g1&days=7'))
    expect(toReportRequest(RANGE, filters)).toEqual({ ...RANGE, configId: 'c1', groupId: 'g1' })
  })

  it('leaves out an empty or oversized filter, and asks nothing without a valid range', () => {
    expect(toReportRequest(RANGE, { config: '', group: 'g'.repeat(65) })).toEqual(RANGE)
    expect(toReportRequest(undefined, { config: 'c1', group: '' })).toBeUndefined()
  })
})
