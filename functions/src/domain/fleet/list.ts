import { type FleetPage, Permission } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import { holds, type TenantCaller } from '../actor.ts'
import type { FleetQuery } from './plan.ts'
import { presentProfiles } from './present.ts'
import { queryFleet } from './query.ts'

/** A page of the fleet, filtered and sorted, with its total (a lower bound when counting took too long). */
export async function listFleet(
  ctx: AppContext,
  actor: TenantCaller,
  q: FleetQuery & { pageNum: number; pageSize: number },
): Promise<FleetPage> {
  const { items, total, totalCapped } = await queryFleet(ctx, actor.enterpriseId, q, q)
  return {
    list: await presentProfiles(ctx, items, { withAcs: holds(actor, Permission.Ac_Download) }),
    total,
    totalCapped,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  }
}
