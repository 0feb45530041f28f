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

/**
 * The items an event moves: the enterprise's total and each breakdown it falls in, and the enterprise's
 * item in the platform's scope (an order's under its plan). None is shared between enterprises, so two
 * tenants' transactions never touch the same item; the platform's figures are the sum of its tenants' items.
 */
function keysOf(event: StatEvent, day: string): StatKey[] {
  const own = (kind: string, key: string) => ({ scope: event.enterpriseId, kind, day, key })
  const platform = (kind: string, key: string) => ({ scope: PLATFORM_SCOPE, kind, day, key })
  if (event.plan) return [platform('order', `${event.plan}#${event.enterpriseId}`)]
  const keys: StatKey[] = [own('all', 'all'), platform('tenant', event.enterpriseId)]
  if (event.profile) {
    const { configId, groupId = NO_GROUP } = event.profile
    keys.push(own('config', configId), own('group', groupId), own('configGroup', `${configId}#${groupId}`))
  }
  if (event.reason) keys.push(own('failure', event.reason))
  return keys
}

/** The events summed into one ADD per item: each item's hour attributes and how much they move. */
export function statChanges(events: Iterable<StatEvent>): { key: StatKey; add: Record<string, number> }[] {
  const items = new Map<string, { key: StatKey; add: Record<string, number> }>()
  for (const event of events) {
    const by = event.by ?? 1
    if (by === 0) continue
    const at = new Date(event.at)
    const attribute = hourAttribute(event.code, at.getUTCHours())
    for (const key of keysOf(event, at.toISOString().slice(0, 10))) {
      const id = `${key.scope}|${key.kind}|${key.day}|${key.key}`
      const item = items.get(id) ?? { key, add: {} }
      item.add[attribute] = (item.add[attribute] ?? 0) + by
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
