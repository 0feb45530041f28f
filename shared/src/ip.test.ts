import { describe, expect, it } from 'vitest'
import { ipInRange, parseIp, parseIpRange } from './ip.ts'

const within = (range: string, address: string) => {
  const [r, a] = [parseIpRange(range), parseIp(address)]
  if (!r || !a) throw new Error(`${range} or ${address} did not parse`)
  return ipInRange(r, a)
}

describe('IP addresses and ranges', () => {
  it('parses IPv4 and IPv6 in their usual forms, and refuses what is neither', () => {
    expect(parseIp('203.0.113.7')).toEqual({ family: 4, bytes: [203, 0, 113, 7] })
    expect(parseIp('::1')?.bytes).toEqual([...Array(15).fill(0), 1])
    expect(parseIp('2001:db8::8a2e:370:7334')?.bytes.slice(0, 4)).toEqual([0x20, 0x01, 0x0d, 0xb8])
    expect(parseIp('2001:0db8:0000:0000:0000:ff00:0042:8329')).toEqual(parseIp('2001:db8::ff00:42:8329'))
    expect(parseIp('::ffff:198.51.100.9')).toEqual({ family: 4, bytes: [198, 51, 100, 9] })
    for (const bad of [
      '256.1.1.1',
      '1.2.3',
      '2001:db8::1::2',
      '12345::',
      '1:2:3:4:5:6:7:8:9',
      'g::1',
      '',
      '::ffff:1.2.3',
    ]) {
      expect([bad, parseIp(bad)]).toEqual([bad, undefined])
    }
  })

  it('parses CIDR ranges within their family width', () => {
    expect(parseIpRange('203.0.113.0/24')).toMatchObject({ family: 4, bits: 24 })
    expect(parseIpRange('2001:db8::/32')).toMatchObject({ family: 6, bits: 32 })
    expect(parseIpRange('198.51.100.7')).toMatchObject({ bits: 32 })
    expect(parseIpRange('203.0.113.0/33')).toBeUndefined()
    expect(parseIpRange('2001:db8::/129')).toBeUndefined()
    expect(parseIpRange('10.0.0.0/8/8')).toBeUndefined()
  })

  it('matches the first bits of a range, only within one family', () => {
    expect(within('203.0.113.0/24', '203.0.113.255')).toBe(true)
    expect(within('203.0.113.0/24', '203.0.114.0')).toBe(false)
    expect(within('2001:db8::/32', '2001:db8:ffff::1')).toBe(true)
    expect(within('2001:db8::/32', '2001:db9::1')).toBe(false)
    expect(within('2001:db8:abcd:12::/62', '2001:db8:abcd:13::1')).toBe(true)
    expect(within('2001:db8:abcd:12::/63', '2001:db8:abcd:14::1')).toBe(false)
    expect(within('0.0.0.0/0', '8.8.8.8')).toBe(true)
    expect(within('::/0', '8.8.8.8')).toBe(false)
    expect(within('198.51.100.0/24', '::ffff:198.51.100.20')).toBe(true)
  })
})
