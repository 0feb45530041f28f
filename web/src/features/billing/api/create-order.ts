import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type OrderCreateInput = EndpointInput<typeof endpoints.order.create>

/** Buys a plan. The request key makes a repeated call answer the order already made. */
export const createOrder = (request: OrderCreateInput) =>
  api.call(endpoints.order.create, request, { notify: false })

export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  })
}
