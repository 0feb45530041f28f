import type { FleetFilter } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { ProfileIndex, ProfileQuery } from '../../entities/profile-query.ts'
import { FLEET_COUNTERS, readCounters } from '../counter.ts'

export type FleetQuery = FleetFilter & { sortBy: 'createdAt' | 'iccid'; sortOrder: 'asc' | 'desc' }

export type FleetPlan = {
  /** The query on the chosen index, every other filter a filter expression. */
  query: ProfileQuery
  /** The counter that holds this plan's total, when the filters are exactly one index partition. */
  counter: string | undefined
  /** How many profiles the key condition reaches, when a counter says so. */
  driverSize?: number | undefined
}

type Choice = { index: ProfileIndex; counter?: string; driverSize?: number }

/**
 * Plans a fleet query: the key condition goes to the index that narrows most (ICCID, EID, MSISDN, IMSI
 * prefixes, then batch, then the smallest of group, status and configuration by their counters, then the
 * creation-time index), and every other filter becomes a filter expression on it.
 */
export async function planFleetQuery(
  ctx: AppContext,
  enterpriseId: string,
  q: FleetQuery,
  /** Read in this order whatever it costs: the key condition only orders, every filter filters. */
  inOrder?: 'createdAt' | 'iccid',
): Promise<FleetPlan> {
  const choice = await chooseIndex(ctx, enterpriseId, q, inOrder)
  const query = ctx.entities.profileReads.query(enterpriseId, choice.index, q)
  return {
    query,
    counter: query.wholePartition ? choice.counter : undefined,
    driverSize: choice.driverSize,
  }
}

async function chooseIndex(
  ctx: AppContext,
  enterpriseId: string,
  q: FleetQuery,
  inOrder: 'createdAt' | 'iccid' | undefined,
): Promise<Choice> {
  if (inOrder === 'iccid') return { index: { by: 'iccid' } }
  if (inOrder === 'createdAt') return { index: { by: 'created' } }
  if (q.iccid) return { index: { by: 'iccid', prefix: q.iccid } }
  if (q.eid) return { index: { by: 'eid', prefix: q.eid } }
  if (q.msisdn) return { index: { by: 'msisdn', prefix: q.msisdn } }
  if (q.imsi) return { index: { by: 'imsi', prefix: q.imsi } }
  if (q.batchCode)
    return { index: { by: 'batch', batchCode: q.batchCode }, counter: FLEET_COUNTERS.batch(q.batchCode) }
  const facets: { index: ProfileIndex; counter: string }[] = []
  if (q.groupId)
    facets.push({ index: { by: 'group', groupId: q.groupId }, counter: FLEET_COUNTERS.group(q.groupId) })
  if (q.status)
    facets.push({ index: { by: 'status', status: q.status }, counter: FLEET_COUNTERS.status(q.status) })
  if (q.configId) {
    facets.push({
      index: { by: 'config', configId: q.configId },
      counter: FLEET_COUNTERS.config(q.configId),
    })
  }
  if (facets.length > 0) {
    const counts = await readCounters(
      ctx,
      enterpriseId,
      facets.map((f) => f.counter),
    )
    const smallest = facets.reduce((a, b) =>
      (counts.get(b.counter) ?? 0) < (counts.get(a.counter) ?? 0) ? b : a,
    )
    return { ...smallest, driverSize: counts.get(smallest.counter) ?? 0 }
  }
  // Every profile, in ICCID order (the table's own sort key) or by creation time.
  if (q.sortBy === 'iccid') return { index: { by: 'iccid' }, counter: FLEET_COUNTERS.all }
  return { index: { by: 'created' }, counter: FLEET_COUNTERS.all }
}
