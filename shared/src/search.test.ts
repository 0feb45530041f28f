import { describe, expect, it } from 'vitest'
import { searchPlan } from './search.ts'

describe('searchPlan: the kinds a text is looked up as', () => {
  it('reads identifiers by their length', () => {
    expect(searchPlan('89882119900000000000000000001654').profile).toEqual(['eid'])
    expect(searchPlan('898821199000000000000000').profile).toEqual(['eid'])
    expect(searchPlan('8944478600004958824').profile).toEqual(['iccid'])
    expect(searchPlan('89860468152080349618').profile).toEqual(['iccid'])
    expect(searchPlan('8944478600004958').profile).toEqual(['iccid', 'eid'])
    expect(searchPlan('310410123456789').profile).toEqual(['eid', 'imsi', 'msisdn'])
    expect(searchPlan('894401').profile).toEqual(['iccid', 'eid', 'imsi', 'msisdn'])
    // No ICCID starts other than 89: a long run of other digits is an EID's beginning.
    expect(searchPlan('1234567890123456789').profile).toEqual(['eid'])
    expect(searchPlan('+1 555-0100').profile).toEqual(['msisdn'])
    expect(searchPlan('+1 555-0100').digits).toBe('15550100')
    expect(searchPlan('894').profile).toEqual([])
    expect(searchPlan('8'.repeat(33)).profile).toEqual([])
  })

  it('looks up names unless the text is an identifier, and ULIDs and references as orders and batches', () => {
    expect(searchPlan('Pilot group')).toMatchObject({ profile: [], ulid: null, names: true })
    expect(searchPlan('8944478600004958824').names).toBe(false)
    expect(searchPlan('8944').names).toBe(true)
    expect(searchPlan('01jd3v7k2m9x8y7z6w5v4t3s2r')).toMatchObject({
      ulid: '01JD3V7K2M9X8Y7Z6W5V4T3S2R',
      names: false,
    })
    expect(searchPlan('01JD')).toMatchObject({ ulid: '01JD', names: true })
    // I, L, O and U are not Crockford base32; a ULID starts with 0-7.
    expect(searchPlan('01JDIL').ulid).toBeNull()
    expect(searchPlan('8ABC').ulid).toBeNull()
    expect(searchPlan('sl-4b2c-9d0e')).toMatchObject({
      orderReference: 'SL-4B2C-9D0E',
      names: false,
      ulid: null,
    })
  })
})
