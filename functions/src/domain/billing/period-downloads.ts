import type { AppContext } from '../../context.ts'
import { CLIENT_COUNTERS, dayCounter } from '../counter.ts'
import { currentPeriod } from './current.ts'
import { quotaPeriod } from './subscription.ts'

/**
 * The counters a download moves: its day's (what billing's quota sums), and the downloads of the quota
 * period it falls in, keyed by the period's start (what the admin's client list shows), when a period runs.
 */
export async function downloadCounters(ctx: AppContext, enterpriseId: string, at: number) {
  const { current } = await currentPeriod(ctx, enterpriseId)
  const counters: Record<string, number> = { [dayCounter('downloads', at)]: 1 }
  if (current && current.startedAt <= at)
    counters[CLIENT_COUNTERS.downloads(quotaPeriod(current, at).start)] = 1
  return counters
}
