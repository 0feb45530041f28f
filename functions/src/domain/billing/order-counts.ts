import type { OrderStatus } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import { readCounters } from '../counter.ts'

/** The counters' owner for every enterprise's orders (the admin's list). */
const PLATFORM = 'platform'
const ALL = 'orders#all'
const inStatus = (status: OrderStatus) => `orders#status#${status}`

type Transaction = Parameters<AppContext['entities']['service']['transaction']['write']>[0]
type TransactionCounter = Parameters<Transaction>[0]['counter']

/**
 * The enterprise's order counts moved with an order made (`from` null) or moved to another status, as
 * writes of the order's own transaction, so the Orders page's totals never drift from the orders.
 */
export function orderCountWrites(
  counter: TransactionCounter,
  move: { enterpriseId: string; from: OrderStatus | null; to: OrderStatus },
) {
  const add = (name: string, count: number) =>
    counter.update({ enterpriseId: move.enterpriseId, name }).add({ count }).commit()
  return [move.from === null ? add(ALL, 1) : add(inStatus(move.from), -1), add(inStatus(move.to), 1)]
}

/**
 * The platform's counts, moved after the order's transaction: in it, every order anywhere would write the
 * same item and unrelated purchases would cancel each other. A process that dies between the two leaves
 * the admin's total one off, never an order.
 */
export async function movePlatformCounts(
  ctx: AppContext,
  move: { from: OrderStatus | null; to: OrderStatus },
): Promise<void> {
  const add = (name: string, count: number) =>
    ctx.entities.counter.update({ enterpriseId: PLATFORM, name }).add({ count }).go()
  await Promise.all([
    move.from === null ? add(ALL, 1) : add(inStatus(move.from), -1),
    add(inStatus(move.to), 1),
  ])
}

/** The enterprise's plan timeline's version: every payment moves it, on condition that it is the one read. */
const TIMELINE = 'planTimeline#version'

/**
 * The version of the enterprise's plan timeline, read consistently before a payment reads the timeline to
 * place its plan: the payment's transaction moves it on condition that it is still this one (`timelineMove`),
 * so two payments at once cannot both place their plans on a timeline without the other's.
 */
export async function timelineVersion(ctx: AppContext, enterpriseId: string): Promise<number> {
  return (await readCounters(ctx, enterpriseId, [TIMELINE], { consistent: true })).get(TIMELINE) ?? 0
}

export function timelineMove(counter: TransactionCounter, enterpriseId: string, version: number) {
  return counter
    .update({ enterpriseId, name: TIMELINE })
    .add({ count: 1 })
    .where(({ count }, { eq, notExists }) => (version === 0 ? notExists(count) : eq(count, version)))
    .commit()
}

/** How many orders an owner (an enterprise, or the platform) has, in one status or in all. */
export async function orderCount(
  ctx: AppContext,
  owner: { enterpriseId: string } | 'platform',
  status?: OrderStatus,
  options: { consistent?: boolean } = {},
): Promise<number> {
  const enterpriseId = owner === 'platform' ? PLATFORM : owner.enterpriseId
  const name = status ? inStatus(status) : ALL
  return (await readCounters(ctx, enterpriseId, [name], options)).get(name) ?? 0
}
