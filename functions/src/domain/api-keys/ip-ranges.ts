/** An IPv4 address as a 32-bit number, or undefined for anything else (an IPv6 address). */
function ipv4(address: string): number | undefined {
  const parts = address.split('.')
  if (parts.length !== 4) return undefined
  let value = 0
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined
    value = value * 256 + Number(part)
  }
  return value
}

/** Whether an address falls in an IPv4 range (`203.0.113.0/24`) or is the address given. */
export function inRange(range: string, address: string): boolean {
  const [base = '', bitsText] = range.split('/')
  const [start, ip] = [ipv4(base), ipv4(address)]
  if (start === undefined || ip === undefined) return false
  const bits = bitsText === undefined ? 32 : Number(bitsText)
  const size = 2 ** (32 - bits)
  return Math.floor(ip / size) === Math.floor(start / size)
}

/**
 * Whether a key with these allowed ranges may be used from `address`: any address when there are none; an
 * unknown address (no connection to read it from) never matches a list.
 */
export function ipAllowed(ranges: readonly string[], address: string | undefined): boolean {
  if (ranges.length === 0) return true
  return address !== undefined && ranges.some((range) => inRange(range, address))
}
