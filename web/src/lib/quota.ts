import { BillingDimension } from '@simlessly/shared'

/** What a plan's quota counts, as the figure's name in the locale files (`metrics.<name>`). */
export function dimensionMetric(dimension: BillingDimension): 'downloads' | 'installations' {
  return dimension === BillingDimension.Installation ? 'installations' : 'downloads'
}

/** Used of the total, 0-100 for a bar; a quota of nothing reads as full once anything is used. */
export function quotaPercent(used: number, total: number): number {
  if (total <= 0) return used > 0 ? 100 : 0
  return Math.min(100, Math.round((used / total) * 100))
}
