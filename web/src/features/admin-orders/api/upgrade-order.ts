import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { ADMIN_ORDERS_KEY } from './keys'

/** Upgrades a client's running order to a higher plan; the dialog shows a refusal itself. */
export const upgradeAdminOrder = (request: EndpointInput<typeof endpoints.adminOrder.upgrade>) =>
  api.call(endpoints.adminOrder.upgrade, request, { notify: false })

export function useUpgradeAdminOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: upgradeAdminOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_ORDERS_KEY] }),
  })
}
