import { FLEET_STATES, type FleetCounts } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { TenantCaller } from '../actor.ts'
import { FLEET_COUNTERS, readCounters } from '../counter.ts'

/**
 * The fleet's profiles by state and in all: the counters every profile write moves in its transaction, so
 * one batch read of a few items, whatever the fleet's size.
 */
export async function fleetCounts(ctx: AppContext, actor: TenantCaller): Promise<FleetCounts> {
  const names = [FLEET_COUNTERS.all, ...FLEET_STATES.map(FLEET_COUNTERS.status)]
  const counts = await readCounters(ctx, actor.enterpriseId, names)
  return {
    total: counts.get(FLEET_COUNTERS.all) ?? 0,
    byState: FLEET_STATES.map((state) => ({ state, count: counts.get(FLEET_COUNTERS.status(state)) ?? 0 })),
  }
}
