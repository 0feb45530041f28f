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
