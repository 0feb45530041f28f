import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { ADMIN_ORDERS_KEY } from './keys'

/** An order for a client, found by its owner's email; the form shows a refusal itself. */
export const createAdminOrder = (request: EndpointInput<typeof endpoints.adminOrder.create>) =>
  api.call(endpoints.adminOrder.create, request, { notify: false })

export function useCreateAdminOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAdminOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_ORDERS_KEY] }),
  })
}
