import pMap from 'p-map'
import type { AppContext } from '../../../context.ts'
import { isConditionalFailure } from '../../../entities/transaction.ts'
import { syncClient } from '../../billing/client-index.ts'
import { currentPeriod } from '../../billing/current.ts'
import { daysOf, quotaPeriod } from '../../billing/subscription.ts'
import { CLIENT_COUNTERS, dayCounter, readCounters } from '../../counter.ts'
import { PLATFORM_SCOPE } from '../../stat/record.ts'
import { activeMembers } from '../../team/team-change.ts'

/**
 * The platform's mark that this table's enterprises were given their client rows and counters (#2: the rows
 * rewritten again for the status index, gsi9).
 */
export const CLIENTS_BACKFILLED = 'backfill#clients#2'
/** Enterprises read per page: what the backfill holds in memory at once. */
const PAGE = 100

/**
 * Gives every enterprise of the table its row on the admin's client list and its counters, once per table:
 * enterprises created before the client index (or before its counters) have neither, and the list finds
 * them only once something writes them. Reads the enterprises a page at a time (a scan of their items;
 * memory stays one page), rewrites each row (`syncClient`, idempotent) and sets the counters that do not
 * exist yet (a team change or a download counted meanwhile wrote its own, which is left as it is); then
 * marks the table done. Run by the deploy's setup step and by `npm start`; a run cut short runs again whole.
 */
export async function backfillClients(ctx: AppContext): Promise<{ ran: boolean; enterprises: number }> {
  const marked = await ctx.entities.counter
    .get({ enterpriseId: PLATFORM_SCOPE, name: CLIENTS_BACKFILLED })
    .go({ consistent: true })
  if (marked.data) return { ran: false, enterprises: 0 }
  let enterprises = 0
  let cursor: string | null = null
  do {
    const page: { data: { enterpriseId: string }[]; cursor: string | null } =
      await ctx.entities.enterprise.scan.go({ cursor, limit: PAGE, attributes: ['enterpriseId'] })
    await pMap(page.data, ({ enterpriseId }) => backfillOne(ctx, enterpriseId), { concurrency: 4 })
    enterprises += page.data.length
    cursor = page.cursor
  } while (cursor)
  await ctx.entities.counter.put({ enterpriseId: PLATFORM_SCOPE, name: CLIENTS_BACKFILLED, count: 1 }).go()
  ctx.logger.info('client list backfilled', { enterprises })
  return { ran: true, enterprises }
}

async function backfillOne(ctx: AppContext, enterpriseId: string) {
  const [members, { current }] = await Promise.all([
    ctx.entities.membership.query.byEnterprise({ enterpriseId }).go({ pages: 'all', consistent: true }),
    currentPeriod(ctx, enterpriseId, { consistent: true }),
    syncClient(ctx, enterpriseId),
  ])
  const counters: { name: string; count: number }[] = [
    { name: CLIENT_COUNTERS.members, count: activeMembers(members.data) },
  ]
  if (current) {
    // The period's downloads so far, as the list summed them before: its days' counters.
    const period = quotaPeriod(current, ctx.now())
    const days = daysOf(period).map((at) => dayCounter('downloads', at))
    const counts = await readCounters(ctx, enterpriseId, days, { consistent: true })
    const downloads = [...counts.values()].reduce((sum, n) => sum + n, 0)
    counters.push({ name: CLIENT_COUNTERS.downloads(period.start), count: downloads })
  }
  await Promise.all(counters.map((counter) => createCounter(ctx, enterpriseId, counter)))
}

/** A counter set only where none exists: one a write moved meanwhile counts from there. */
async function createCounter(
  ctx: AppContext,
  enterpriseId: string,
  counter: { name: string; count: number },
) {
  try {
    await ctx.entities.counter.create({ enterpriseId, ...counter }).go()
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
  }
}
