import { describe, expect, it } from 'vitest'
import { ipInRange, isPublicAddress, parseIp, parseIpRange } from './ip.ts'

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

describe('isPublicAddress', () => {
  const isPublic = (text: string) => {
    const address = parseIp(text)
    if (!address) throw new Error(`${text} did not parse`)
    return isPublicAddress(address)
  }

  it('refuses private, loopback, link-local and reserved IPv4, and takes the rest', () => {
    for (const address of [
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '172.16.5.4',
      '0.0.0.0',
    ]) {
      expect([address, isPublic(address)]).toEqual([address, false])
    }
    for (const address of ['192.168.1.1', '198.18.0.1', '224.0.0.1', '255.255.255.255', '::ffff:10.0.0.1']) {
      expect([address, isPublic(address)]).toEqual([address, false])
    }
    for (const address of ['8.8.8.8', '203.0.113.7', '::ffff:8.8.4.4']) {
      expect([address, isPublic(address)]).toEqual([address, true])
    }
  })

  it('refuses every IPv6 form whose embedded or translated IPv4 address is not public', () => {
    for (const address of [
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::7f00:1',
      '64:ff9b:1::7f00:1',
      '2002:7f00:1::',
      '2002:a00:1::1',
      '2001::7f00:1',
      '2001:0:a00:1::',
      '::7f00:1',
      '::127.0.0.1',
      '::8.8.8.8',
      '::ffff:0:7f00:1',
      'fec0::1',
      '100::1',
      '::1',
      '::',
      'fc00::1',
      'fe80::1',
      'ff02::1',
      '2001:2::1',
    ]) {
      expect([address, isPublic(address)]).toEqual([address, false])
    }
  })

  it('takes global unicast IPv6, and the NAT64, 6to4 and Teredo forms of public IPv4', () => {
    for (const address of [
      '2606:4700:4700::1111',
      '2a00:1450:4001::200e',
      '64:ff9b::808:808',
      '2002:808:808::1',
      '2001:0:808:808::f7f7:f7f7',
    ]) {
      expect([address, isPublic(address)]).toEqual([address, true])
    }
  })
})
