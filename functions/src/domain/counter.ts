import { fleetState } from '@simlessly/shared'
import type { AppContext } from '../context.ts'
import type { IndexedProfile } from '../entities/fleet-index.ts'

/**
 * The fleet's counters (`counter` entity), moved in the same transaction as every profile write, so a
 * total is read instead of counted: one per index partition a profile sits in, plus its batch.
 */
export const FLEET_COUNTERS = {
  all: 'all',
  status: (status: string) => `status#${status}`,
  config: (configId: string) => `config#${configId}`,
  group: (groupId: string) => `group#${groupId}`,
  batch: (batchCode: string) => `batch#${batchCode}`,
} as const

/** Counters of the log entries, for the logs' unfiltered totals. */
export const LOG_COUNTERS = { profile: 'log#profile', recycle: 'log#recycle' } as const

/** Counters by name (a counter never moved is absent); a count below zero reads as zero. */
export async function readCounters(
  ctx: AppContext,
  enterpriseId: string,
  names: string[],
  options: { consistent?: boolean } = {},
) {
  const counts = new Map<string, number>()
  if (names.length === 0) return counts
  const { data } = await ctx.entities.counter
    .get(names.map((name) => ({ enterpriseId, name })))
    .go({ consistent: options.consistent ?? false })
  for (const c of data) counts.set(c.name, Math.max(0, c.count))
  return counts
}

/** The counters a profile counts in: one per index partition it sits in (its state's), plus its batch. */
export function counterNames(p: IndexedProfile): string[] {
  return [
    FLEET_COUNTERS.all,
    FLEET_COUNTERS.status(fleetState(p)),
    FLEET_COUNTERS.config(p.configId),
    FLEET_COUNTERS.batch(p.batchCode),
    ...(p.groupId ? [FLEET_COUNTERS.group(p.groupId)] : []),
  ]
}

/** How the counters move when a profile changes from `before` (absent: new) to `after`. */
export function counterDeltas(
  before: IndexedProfile | undefined,
  after: IndexedProfile,
): Map<string, number> {
  const deltas = new Map<string, number>()
  const move = (name: string, by: number) => deltas.set(name, (deltas.get(name) ?? 0) + by)
  for (const name of before ? counterNames(before) : []) move(name, -1)
  for (const name of counterNames(after)) move(name, 1)
  for (const [name, by] of deltas) if (by === 0) deltas.delete(name)
  return deltas
}

/** Sums several deltas (a group of profiles written in one transaction). */
export function sumDeltas(all: Iterable<Map<string, number>>): Map<string, number> {
  const total = new Map<string, number>()
  for (const deltas of all) for (const [name, by] of deltas) total.set(name, (total.get(name) ?? 0) + by)
  for (const [name, by] of total) if (by === 0) total.delete(name)
  return total
}

/** Billed and counted per enterprise and day (UTC): downloads at point 3, installations at point 4. */
export const dayCounter = (kind: 'downloads' | 'installations', at: number) =>
  `${kind}#${new Date(at).toISOString().slice(0, 10)}`

/**
 * An enterprise's figures on the admin's client list, kept as counters moved by the writes they count (in
 * the same transaction) so a page of clients reads them in one batch: its active members (set by every team
 * change, `team/team-change.ts`), and its downloads in one quota period, keyed by the period's start so a new
 * period starts at 0 (moved where a download is counted, `download-progress.ts`).
 */
export const CLIENT_COUNTERS = {
  members: 'members',
  downloads: (periodStart: number) => `downloads@${periodStart}`,
} as const
