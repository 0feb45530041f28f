import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The enterprise's subscription: plan, trial days left, quotas of the period, renewal and the notice. */
export const getSubscription = (signal?: AbortSignal) =>
  api.call(endpoints.plan.queryOrder, undefined, { signal })

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'subscription'],
    queryFn: ({ signal }) => getSubscription(signal),
    // The banner reads it on every page: once a minute is fresh enough for days left and quotas.
    staleTime: 60_000,
  })

/** Asked only when `enabled`: a role without Subscription_View or Order_View is refused it. */
export const useSubscription = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...subscriptionQueryOptions(), enabled })
