import { describe, expect, it } from 'vitest'
import { allowedIpsSummary } from './api-key.ts'

describe('allowedIpsSummary', () => {
  it('reads an empty list, and 0.0.0.0/0 with ::/0, as any address', () => {
    const any = { anyIpv4: true, anyIpv6: true, limits: [] }
    expect(allowedIpsSummary([])).toEqual(any)
    expect(allowedIpsSummary(['0.0.0.0/0', '::/0', '203.0.113.0/24'])).toEqual(any)
  })

  it('reads a whole family as any address of it, keeping the limits of the other family', () => {
    expect(allowedIpsSummary(['0.0.0.0/0', '203.0.113.7', '2001:db8::/32'])).toEqual({
      anyIpv4: true,
      anyIpv6: false,
      limits: ['2001:db8::/32'],
    })
    expect(allowedIpsSummary(['::/0', '203.0.113.0/24'])).toEqual({
      anyIpv4: false,
      anyIpv6: true,
      limits: ['203.0.113.0/24'],
    })
  })

  it('keeps ranges that limit as given', () => {
    expect(allowedIpsSummary(['203.0.113.0/24', '2001:db8::1'])).toEqual({
      anyIpv4: false,
      anyIpv6: false,
      limits: ['203.0.113.0/24', '2001:db8::1'],
    })
  })
})
