import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Ends the free trial now, or stops a paid plan's renewal; the confirmation dialog shows a refusal. */
export const cancelSubscription = () => api.call(endpoints.plan.cancelSubscription, {}, { notify: false })

export function useCancelSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(['billing', 'subscription'], subscription)
      return queryClient.invalidateQueries({ queryKey: ['billing'] })
    },
  })
}
