import { FLEET_STATES, type FleetState } from '@simlessly/shared'
import type { AppContext } from '../../functions/src/context.ts'
import { FLEET_COUNTERS } from '../../functions/src/domain/counter.ts'
import { type StatEvent, statChanges } from '../../functions/src/domain/stat/record.ts'
import type { StatItem } from '../../functions/src/entities/stat.ts'
import { seeded } from '../../functions/test/seeded.ts'

/**
 * A year of an enterprise's statistics as the product's own writes would have left them: each profile's
 * life (generated, pushed, downloaded, installed, failed, recycled) as the StatEvents the product records,
 * summed by `statChanges` into the same items and written straight into the table, with the fleet's
 * counters for the states the profiles end in.
 */
export type Tenant = { enterpriseId: string; configIds: string[]; groupIds: string[] }

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** The SM-DP+'s failures as download-progress.ts names them, the first the most frequent. */
const REASONS = [
  'Installation failed (subject 8.1, reason 3.8)',
  'Profile download failed (subject 8.2.1, reason 3.9)',
  'Profile download expired (subject 8.2.6, reason 4.10)',
  'Confirmation failed (subject 8.2.7, reason 2.2)',
  'Eligibility and retry-limit check failed (subject 8.1.1, reason 3.7)',
  'Installation failed (subject 8.1, reason 6.4)',
]
/** Generations by UTC hour: mostly European and American working hours. */
const HOUR_WEIGHTS = [1, 1, 1, 1, 2, 3, 5, 7, 9, 10, 10, 9, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
const INSTALLED_STATES: FleetState[] = ['ENABLED', 'ENABLED', 'ENABLED', 'INSTALLED', 'DISABLED', 'DELETED']

/**
 * The events of `profiles` lives over the 365 days up to `now` (the year grows busier, weekends are quiet,
 * the day follows HOUR_WEIGHTS); `states` counts where each profile ends. Nothing happens after `now`.
 */
function* lives(tenant: Tenant, profiles: number, now: number, states: Map<string, number>) {
  const random = seeded(2024)
  const { enterpriseId, configIds, groupIds } = tenant
  const pick = <T>(list: T[], skew = 1) => list[Math.floor(random() ** skew * list.length)] as T
  const after = (at: number, meanHours: number) => at - Math.log(1 - random()) * meanHours * HOUR
  const hourTotal = HOUR_WEIGHTS.reduce((a, b) => a + b, 0)
  const firstDay = Math.floor(now / DAY) * DAY - 364 * DAY
  const generatedAt = (): number => {
    for (;;) {
      const day = Math.floor(random() * 365)
      const weekend = [0, 6].includes(new Date(firstDay + day * DAY).getUTCDay())
      if (random() > (0.4 + (0.6 * day) / 365) * (weekend ? 0.35 : 1)) continue
      let hour = 0
      for (let left = random() * hourTotal; left >= (HOUR_WEIGHTS[hour] ?? 0); hour++)
        left -= HOUR_WEIGHTS[hour] ?? 0
      const at = firstDay + day * DAY + (hour + random()) * HOUR
      if (at < now) return at
    }
  }
  const count = (name: string) => states.set(name, (states.get(name) ?? 0) + 1)
  for (let p = 0; p < profiles; p++) {
    const configId = pick(configIds, 1.5)
    const groupId = random() < 0.1 ? undefined : pick(groupIds, 1.3)
    const own = { enterpriseId, profile: { configId, groupId } }
    const g = generatedAt()
    // Generation knows no group yet: the product counts it under the configuration alone.
    yield { code: 'g', at: g, enterpriseId, profile: { configId } } satisfies StatEvent
    let state: FleetState = 'RELEASED'
    const roll = random()
    const push = after(g, 6)
    if (roll < 0.12 && push < now) yield { ...own, code: 'e', at: push } satisfies StatEvent
    const downloaded = after(g, 30)
    if (roll < 0.85 && downloaded < now) {
      yield* [
        { ...own, code: 'n', at: downloaded },
        { ...own, code: 'd', at: downloaded },
      ] as StatEvent[]
      state = 'DOWNLOADED'
      const installed = downloaded + (2 + random() * 30) * 60_000
      if (roll < 0.7 && installed < now) {
        yield* [
          { ...own, code: 'n', at: installed },
          { ...own, code: 'i', at: installed },
        ] as StatEvent[]
        state = pick(INSTALLED_STATES)
      }
    }
    const failed = after(g, 20)
    if (random() < 0.05 && failed < now) {
      const reason = pick(REASONS, 2)
      yield* [
        { ...own, code: 'n', at: failed },
        { ...own, code: 'f', at: failed, reason },
      ] as StatEvent[]
    }
    const recycled = after(g, 24 * 30)
    if (state === 'RELEASED' && random() < 0.2 && recycled < now) {
      yield { ...own, code: 'r', at: recycled } satisfies StatEvent
      state = 'RECYCLED'
    }
    for (const name of [FLEET_COUNTERS.all, FLEET_COUNTERS.status(state), FLEET_COUNTERS.config(configId)])
      count(name)
    if (groupId) count(FLEET_COUNTERS.group(groupId))
  }
}

/** Seeds the year and answers how many stat items it wrote. */
export async function seedInsights(ctx: AppContext, tenant: Tenant, profiles: number, now: number) {
  const counters = new Map<string, number>(FLEET_STATES.map((s) => [FLEET_COUNTERS.status(s), 0]))
  const items = statChanges(lives(tenant, profiles, now, counters)).map(
    ({ key, add }) => ({ ...key, ...add }) as StatItem,
  )
  // Batch writes of 25, four at a time; DynamoDB Local never throttles, but a leftover would skew the run.
  const { unprocessed } = await ctx.entities.stat.put(items).go({ concurrency: 4 })
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} stat items were not written`)
  const { enterpriseId } = tenant
  const { unprocessed: left } = await ctx.entities.counter
    .put([...counters].map(([name, count]) => ({ enterpriseId, name, count })))
    .go()
  if (left.length > 0) throw new Error(`${left.length} counters were not written`)
  return { items: items.length, platformItems: items.filter((i) => i.scope !== enterpriseId).length }
}
