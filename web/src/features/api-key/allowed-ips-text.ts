import { allowedIpsSummary } from '@simlessly/shared'
import type { TFunction } from 'i18next'
import { ipLines } from './api-key-form-values'

/**
 * A key's allowed addresses in the list: "Any address" for no limit, "Any IPv4 address" (or IPv6) for
 * 0.0.0.0/0 (or ::/0) with the limits of the other family after it, else the ranges.
 */
export function allowedIpsText(ranges: readonly string[], t: TFunction): string {
  const { anyIpv4, anyIpv6, limits } = allowedIpsSummary(ranges)
  if (anyIpv4 && anyIpv6) return t('developer.keys.anyAddress')
  const any = anyIpv4 ? [t('developer.keys.anyIpv4')] : anyIpv6 ? [t('developer.keys.anyIpv6')] : []
  return [...any, ...limits].join(', ')
}

/**
 * What the addresses box means when a line of it allows a whole family (0.0.0.0/0, ::/0), said under the
 * box instead of its hint; undefined otherwise.
 */
export function allowedIpsNote(text: string, t: TFunction): string | undefined {
  const lines = ipLines(text).map(({ value }) => value)
  if (lines.length === 0) return undefined
  const { anyIpv4, anyIpv6 } = allowedIpsSummary(lines)
  if (anyIpv4 && anyIpv6) return t('developer.form.anyAddressNote')
  if (anyIpv4) return t('developer.form.anyIpv4Note')
  if (anyIpv6) return t('developer.form.anyIpv6Note')
  return undefined
}
