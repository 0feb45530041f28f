import type { AppContext } from '../../context.ts'
import type { TransactionEntities, TransactionItem } from '../../entities/index.ts'
import { hourAttribute, type StatCode } from '../../entities/stat.ts'

/** The platform's scope: each tenant's figures rolled up as they happen, so nothing scans the tenants. */
export const PLATFORM_SCOPE = 'platform'
/** The group key of a profile in no group. */
export const NO_GROUP = '-'

/**
 * One event to count: what (its code), when, whose, and where it falls (a profile's configuration and
 * group, a failure's reason, an order's plan). `by` is how many (1 when not given; a revenue's cents).
 */
export type StatEvent = {
  code: StatCode
  at: number
  enterpriseId: string
  by?: number
  profile?: { configId: string; groupId?: string | undefined }
  reason?: string
  plan?: string
}

type StatKey = { scope: string; kind: string; day: string; key: string }

/** The kinds a range's totals are read from (breakdowns), and the kind of their day-counts-only twins. */
export const TOTALLED_KINDS = ['config', 'group', 'failure'] as const
export const dayKind = (kind: (typeof TOTALLED_KINDS)[number]) => `${kind}Day`

/**
 * The items an event moves: the enterprise's total and each breakdown it falls in, and the enterprise's
 * item in the platform's scope (an order's under its plan). None is shared between enterprises, so two
 * tenants' transactions never touch the same item; the platform's figures are the sum of its tenants' items.
 * A breakdown's item has a twin holding only the day's counts (`hourly` false), so that a range's totals
 * read small items for the days wholly inside it.
 */
function keysOf(event: StatEvent, day: string): { key: StatKey; hourly: boolean }[] {
  const own = (kind: string, key: string) => ({ scope: event.enterpriseId, kind, day, key })
  const platform = (kind: string, key: string) => ({ scope: PLATFORM_SCOPE, kind, day, key })
  if (event.plan) return [{ key: platform('order', `${event.plan}#${event.enterpriseId}`), hourly: true }]
  const keys: StatKey[] = [own('all', 'all'), platform('tenant', event.enterpriseId)]
  const totalled: [(typeof TOTALLED_KINDS)[number], string][] = []
  if (event.profile) {
    const { configId, groupId = NO_GROUP } = event.profile
    keys.push(own('configGroup', `${configId}#${groupId}`))
    totalled.push(['config', configId], ['group', groupId])
  }
  if (event.reason) totalled.push(['failure', event.reason])
  return [
    ...keys.map((key) => ({ key, hourly: true })),
    ...totalled.flatMap(([kind, key]) => [
      { key: own(kind, key), hourly: true },
      { key: own(dayKind(kind), key), hourly: false },
    ]),
  ]
}

/**
 * The events summed into one ADD per item: each item's hour attributes and day counts (a day twin's day
 * counts alone), and how much they move.
 */
export function statChanges(events: Iterable<StatEvent>): { key: StatKey; add: Record<string, number> }[] {
  const items = new Map<string, { key: StatKey; add: Record<string, number> }>()
  for (const event of events) {
    const by = event.by ?? 1
    if (by === 0) continue
    const at = new Date(event.at)
    const attribute = hourAttribute(event.code, at.getUTCHours())
    for (const { key, hourly } of keysOf(event, at.toISOString().slice(0, 10))) {
      const id = `${key.scope}|${key.kind}|${key.day}|${key.key}`
      const item = items.get(id) ?? { key, add: {} }
      if (hourly) item.add[attribute] = (item.add[attribute] ?? 0) + by
      item.add[event.code] = (item.add[event.code] ?? 0) + by
      items.set(id, item)
    }
  }
  return [...items.values()]
}

/** How many items the events move (what they take of a transaction's 100 writes). */
export const statItemCount = (events: Iterable<StatEvent>) => statChanges(events).length

/** The writes of a transaction that count the events. */
export function statWrites(
  { stat }: Pick<TransactionEntities, 'stat'>,
  events: Iterable<StatEvent>,
): TransactionItem[] {
  return statChanges(events).map(({ key, add }) => stat.update(key).add(add).commit())
}

/** The platform's count of enterprises (a `counter` of the platform's scope). */
export const ENTERPRISES_COUNTER = 'enterprises#all'

/**
 * Counts an enterprise made, after its transaction, as billing's platform counts are moved: in it, every
 * creation anywhere would write the same item and unrelated sign-ups would cancel each other. A process
 * that dies between the two leaves the admin's total one short, never an enterprise.
 */
export async function countEnterprise(ctx: AppContext): Promise<void> {
  await ctx.entities.counter
    .update({ enterpriseId: PLATFORM_SCOPE, name: ENTERPRISES_COUNTER })
    .add({ count: 1 })
    .go()
}
