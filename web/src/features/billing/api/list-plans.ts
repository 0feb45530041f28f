import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The plan catalogue: prices in USD cents and what each plan includes. */
export const listPlans = (signal?: AbortSignal) => api.call(endpoints.plan.list, undefined, { signal })

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: ({ signal }) => listPlans(signal),
    // An admin's price change reaches the next visit; a purchase is priced by the server anyway.
    staleTime: 5 * 60_000,
  })

export const usePlans = () => useQuery(plansQueryOptions())
