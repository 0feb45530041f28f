import type { BillingDetailsRequest } from '@simlessly/shared'
import { billingDetailsEndpoints as billingDetails } from '@simlessly/shared/endpoints/billing-details'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKey } from './query-key'

/** The enterprise's billing details: as saved, or what is proposed until the owner saves them. */
export const getBillingDetails = (signal?: AbortSignal) =>
  api.call(billingDetails.details, undefined, { signal })

export const billingDetailsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(billingDetails.details),
    queryFn: ({ signal }) => getBillingDetails(signal),
  })

export const useBillingDetails = () => useQuery(billingDetailsQueryOptions())

/** Saves the billing details; the dialog shows a refusal, field by field where it can. */
export const updateBillingDetails = (input: BillingDetailsRequest) =>
  api.call(billingDetails.updateDetails, input, { notify: false })

export function useUpdateBillingDetails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateBillingDetails,
    // The answer is the details as saved.
    onSuccess: (details) => queryClient.setQueryData(billingDetailsQueryOptions().queryKey, details),
  })
}
