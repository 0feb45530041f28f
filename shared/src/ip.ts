/**
 * IP addresses and CIDR ranges, parsed without Node or the DOM: the API key form checks them in the
 * browser, the server matches a request's address against them.
 */
export type IpAddress = { family: 4 | 6; bytes: number[] }

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

function ipv4Bytes(text: string): number[] | undefined {
  return IPV4.test(text) ? text.split('.').map(Number) : undefined
}

/** Eight groups of up to four hex digits, `::` for a run of zero groups once, an IPv4 tail allowed. */
function ipv6Bytes(text: string): number[] | undefined {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.split('::').length > 2) return undefined
  const [head = '', tail] = text.split('::')
  const groupsOf = (part: string): number[] | undefined => {
    if (part === '') return []
    const words: number[] = []
    const pieces = part.split(':')
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = ipv4Bytes(piece)
        if (!v4) return undefined
        words.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0))
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) words.push(Number.parseInt(piece, 16))
      else return undefined
    }
    return words
  }
  const [before, after] = [groupsOf(head), tail === undefined ? [] : groupsOf(tail)]
  if (!before || !after) return undefined
  const missing = 8 - before.length - after.length
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined
  const words = [...before, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...after]
  return words.flatMap((word) => [word >> 8, word & 0xff])
}

/** An IPv4 or IPv6 address; an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) is its IPv4 address. */
export function parseIp(text: string): IpAddress | undefined {
  const v4 = ipv4Bytes(text)
  if (v4) return { family: 4, bytes: v4 }
  const v6 = ipv6Bytes(text)
  if (!v6) return undefined
  const mapped = v6.slice(0, 10).every((b) => b === 0) && v6[10] === 0xff && v6[11] === 0xff
  return mapped ? { family: 4, bytes: v6.slice(12) } : { family: 6, bytes: v6 }
}

export type IpRange = { family: 4 | 6; bytes: number[]; bits: number }

/** An address (the range of that address alone) or a CIDR range: `203.0.113.0/24`, `2001:db8::/32`. */
export function parseIpRange(text: string): IpRange | undefined {
  const [address = '', bits, ...rest] = text.split('/')
  const ip = rest.length === 0 ? parseIp(address) : undefined
  if (!ip) return undefined
  const width = ip.bytes.length * 8
  if (bits === undefined) return { ...ip, bits: width }
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > width) return undefined
  return { ...ip, bits: Number(bits) }
}

/** Whether an address falls in a range (the first `bits` bits equal, in the same family). */
export function ipInRange(range: IpRange, address: IpAddress): boolean {
  if (range.family !== address.family) return false
  for (let bit = 0; bit < range.bits; bit++) {
    const mask = 0x80 >> (bit % 8)
    const byte = Math.floor(bit / 8)
    if (((range.bytes[byte] ?? 0) & mask) !== ((address.bytes[byte] ?? 0) & mask)) return false
  }
  return true
}

const range = (text: string) => parseIpRange(text) as IpRange

/**
 * IPv4 ranges that are not on the public internet (IANA's special-purpose registry): this network,
 * private, shared (carrier NAT), loopback, link-local, IETF protocol assignments, benchmarking, multicast,
 * reserved and broadcast.
 */
const IPV4_NOT_PUBLIC = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '224.0.0.0/4',
  '240.0.0.0/4',
].map(range)

const IPV6 = {
  globalUnicast: range('2000::/3'),
  protocolAssignments: range('2001::/23'),
  nat64: range('64:ff9b::/96'),
  sixToFour: range('2002::/16'),
  teredo: range('2001::/32'),
}
const v4 = (bytes: number[]): IpAddress => ({ family: 4, bytes })

/**
 * Whether an address is on the public internet, so that a connection to it cannot reach the console's own
 * network. An IPv6 address is public only within global unicast (2000::/3), outside the IETF's protocol
 * assignments (2001::/23); one that carries an IPv4 address is judged by it: NAT64 (64:ff9b::/96, the
 * translator connects to the IPv4 address in its last 32 bits), 6to4 (2002::/16, bits 16-47) and Teredo
 * (2001::/32, its server in bits 32-63 and its client, inverted, in the last 32). Everything else is not
 * public: the IPv4-compatible (::/96) and SIIT (::ffff:0:0:0/96) forms, local-use NAT64 (64:ff9b:1::/48),
 * discard (100::/64), unique-local, site-local, link-local and multicast ranges. IPv4-mapped addresses
 * are IPv4 addresses already ({@link parseIp}).
 */
export function isPublicAddress(address: IpAddress): boolean {
  if (address.family === 4) return !IPV4_NOT_PUBLIC.some((block) => ipInRange(block, address))
  const { bytes } = address
  if (ipInRange(IPV6.nat64, address)) return isPublicAddress(v4(bytes.slice(12)))
  if (ipInRange(IPV6.sixToFour, address)) return isPublicAddress(v4(bytes.slice(2, 6)))
  if (ipInRange(IPV6.teredo, address)) {
    const client = bytes.slice(12).map((b) => b ^ 0xff)
    return isPublicAddress(v4(bytes.slice(4, 8))) && isPublicAddress(v4(client))
  }
  return ipInRange(IPV6.globalUnicast, address) && !ipInRange(IPV6.protocolAssignments, address)
}
