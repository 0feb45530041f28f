import { ipInRange, parseIp, parseIpRange } from '@simlessly/shared'

/** Whether an address falls in a range (`203.0.113.0/24`, `2001:db8::/32`) or is the address given. */
export function inRange(range: string, address: string): boolean {
  const [parsedRange, ip] = [parseIpRange(range), parseIp(address)]
  return parsedRange !== undefined && ip !== undefined && ipInRange(parsedRange, ip)
}

/**
 * Whether a key with these allowed ranges may be used from `address`: any address when there are none; an
 * unknown address (no connection to read it from) never matches a list.
 */
export function ipAllowed(ranges: readonly string[], address: string | undefined): boolean {
  if (ranges.length === 0) return true
  return address !== undefined && ranges.some((range) => inRange(range, address))
}
