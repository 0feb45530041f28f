import { z } from 'zod'
import { FLEET_STATES } from './fleet.ts'

/**
 * The fleet's counts by state and in all, read from its counters (moved with every profile write), not
 * counted row by row: the fleet's status chips.
 */
export const fleetCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  byState: z.array(z.object({ state: z.enum(FLEET_STATES), count: z.number().int().nonnegative() })),
})
export type FleetCounts = z.infer<typeof fleetCountsSchema>
