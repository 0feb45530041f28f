import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { ADMIN_ORDERS_KEY } from './keys'

/** Confirms a bank transfer arrived: the order is paid and activates; the dialog shows a refusal. */
export const confirmAdminOrder = (orderId: string) =>
  api.call(endpoints.adminOrder.confirm, { orderId }, { notify: false })

export function useConfirmAdminOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmAdminOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_ORDERS_KEY] }),
  })
}
