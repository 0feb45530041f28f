import { describe, expect, it } from 'vitest'
import { inRange, ipAllowed } from './ip-ranges.ts'

describe('the IP ranges of a key', () => {
  it('matches an address inside a CIDR range and the address itself, nothing else', () => {
    expect(inRange('203.0.113.0/24', '203.0.113.255')).toBe(true)
    expect(inRange('203.0.113.0/24', '203.0.114.0')).toBe(false)
    expect(inRange('198.51.100.7', '198.51.100.7')).toBe(true)
    expect(inRange('198.51.100.7', '198.51.100.8')).toBe(false)
    expect(inRange('0.0.0.0/0', '8.8.8.8')).toBe(true)
    expect(inRange('10.0.0.0/8', '::1')).toBe(false)
    expect(inRange('2001:db8::/32', '2001:db8::7')).toBe(true)
    expect(inRange('2001:db8::/32', '::ffff:203.0.113.7')).toBe(false)
    expect(inRange('203.0.113.0/24', '::ffff:203.0.113.7')).toBe(true)
  })

  it('lets any address use a key without ranges, and no unknown address use a key with them', () => {
    expect(ipAllowed([], undefined)).toBe(true)
    expect(ipAllowed(['10.0.0.0/8'], undefined)).toBe(false)
    expect(ipAllowed(['10.0.0.0/8', '192.0.2.1'], '192.0.2.1')).toBe(true)
  })
})
