import { endpoints, type PlanCapability } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'

/**
 * What the enterprise's plan allows now, as the server computes it for the caller: per kind of work, null
 * or why it is locked and the way out. Every member may ask; the screens show a lock before the form.
 */
export const getEntitlement = (signal?: AbortSignal) =>
  api.call(endpoints.plan.entitlement, undefined, { signal })

export const entitlementQueryOptions = () =>
  queryOptions({
    // Under billing's key, so what changes the subscription (a cancelled trial, a payment) refreshes it too.
    queryKey: ['billing', 'entitlement'],
    queryFn: ({ signal }) => getEntitlement(signal),
    staleTime: 60_000,
  })

/** The lock of one kind of work: undefined while unknown (loading or failed), null when it may be used. */
export function usePlanLock(capability: PlanCapability) {
  const query = useQuery(entitlementQueryOptions())
  return { lock: query.data ? query.data.locks[capability] : undefined, pending: query.isPending }
}
