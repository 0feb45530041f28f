import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { ADMIN_ORDERS_KEY } from './keys'

/** Closes an unpaid or unconfirmed order; the dialog shows a refusal. */
export const closeAdminOrder = (orderId: string) =>
  api.call(endpoints.adminOrder.close, { orderId }, { notify: false })

export function useCloseAdminOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: closeAdminOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_ORDERS_KEY] }),
  })
}
