/**
 * How a 7-day figure moved against the 7 days before: up or down by a whole percentage (at least 1, so a
 * change never reads as "0 %"), the same, up from nothing (no percentage exists), or nothing in either.
 */
export type WeekChange =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'same' }
  | { kind: 'new' }
  | { kind: 'none' }

export function weekChange(total: number, previous: number): WeekChange {
  if (previous === 0) return total === 0 ? { kind: 'none' } : { kind: 'new' }
  if (total === previous) return { kind: 'same' }
  const percent = Math.max(1, Math.round((Math.abs(total - previous) / previous) * 100))
  return { kind: total > previous ? 'up' : 'down', percent }
}
