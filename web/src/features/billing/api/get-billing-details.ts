import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The enterprise's billing details: as saved, or what is proposed until the owner saves them. */
export const getBillingDetails = (signal?: AbortSignal) =>
  api.call(endpoints.billingDetails.details, undefined, { signal })

export const billingDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'details'],
    queryFn: ({ signal }) => getBillingDetails(signal),
  })

export const useBillingDetails = () => useQuery(billingDetailsQueryOptions())
