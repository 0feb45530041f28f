import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Closes an unpaid order; the confirmation dialog shows a refusal. */
export const closeOrder = (orderId: string) => api.call(endpoints.order.close, { orderId }, { notify: false })

export function useCloseOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: closeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(['billing', 'order', order.orderId], order)
      return queryClient.invalidateQueries({ queryKey: ['billing', 'orders'] })
    },
  })
}
