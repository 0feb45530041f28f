import type { PlanCapability } from '@simlessly/shared'
import { planEndpoints as plan } from '@simlessly/shared/endpoints/plan'
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { BILLING_READS } from './order'
import { invalidate, queryKey } from './query-key'

/** The plan catalogue: prices in USD cents and what each plan includes. */
export const listPlans = (signal?: AbortSignal) => api.call(plan.list, undefined, { signal })

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(plan.list),
    queryFn: ({ signal }) => listPlans(signal),
    // An admin's price change reaches the next visit; a purchase is priced by the server anyway.
    staleTime: 5 * 60_000,
  })

export const usePlans = () => useQuery(plansQueryOptions())

/** The enterprise's subscription: plan, trial days left, quotas of the period, renewal and the notice. */
export const getSubscription = (signal?: AbortSignal) => api.call(plan.queryOrder, undefined, { signal })

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(plan.queryOrder),
    queryFn: ({ signal }) => getSubscription(signal),
    // The banner reads it on every page: once a minute is fresh enough for days left and quotas.
    staleTime: 60_000,
  })

/** Asked only when `enabled`: a role without Subscription_View or Order_View is refused it. */
export const useSubscription = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...subscriptionQueryOptions(), enabled })

/** A payment made elsewhere (the card provider's page) changes the subscription and what the plan allows. */
export const refreshAfterPayment = (queryClient: QueryClient) =>
  invalidate(queryClient, plan.queryOrder, plan.entitlement)

/** Ends the free trial now, or stops a paid plan's renewal; the confirmation dialog shows a refusal. */
export const cancelSubscription = () => api.call(plan.cancelSubscription, {}, { notify: false })

export function useCancelSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryOptions().queryKey, subscription)
      return invalidate(queryClient, ...BILLING_READS)
    },
  })
}

/**
 * What the enterprise's plan allows now, as the server computes it for the caller: per kind of work, null
 * or why it is locked and the way out. Every member may ask; the screens show a lock before the form.
 */
export const getEntitlement = (signal?: AbortSignal) => api.call(plan.entitlement, undefined, { signal })

export const entitlementQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(plan.entitlement),
    queryFn: ({ signal }) => getEntitlement(signal),
    staleTime: 60_000,
  })

/** The lock of one kind of work: undefined while unknown (loading or failed), null when it may be used. */
export function usePlanLock(capability: PlanCapability) {
  const query = useQuery(entitlementQueryOptions())
  return { lock: query.data ? query.data.locks[capability] : undefined, pending: query.isPending }
}
