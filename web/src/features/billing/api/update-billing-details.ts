import { type BillingDetailsRequest, endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Saves the billing details; the dialog shows a refusal, field by field where it can. */
export const updateBillingDetails = (input: BillingDetailsRequest) =>
  api.call(endpoints.billingDetails.updateDetails, input, { notify: false })

export function useUpdateBillingDetails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateBillingDetails,
    onSuccess: (details) => queryClient.setQueryData(['billing', 'details'], details),
  })
}
