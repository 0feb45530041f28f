import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { ADMIN_ORDERS_KEY } from './keys'

/** Saves a plan's prices and inclusions; orders already made keep theirs. The form shows a refusal. */
export const updateAdminPlan = (plan: EndpointInput<typeof endpoints.adminOrder.updatePlan>) =>
  api.call(endpoints.adminOrder.updatePlan, plan, { notify: false })

export function useUpdateAdminPlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAdminPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_ORDERS_KEY] }),
  })
}
