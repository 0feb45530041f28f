import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { ADMIN_ORDERS_KEY } from './keys'

/** One order of any enterprise; the detail panel shows a failure itself. */
export const getAdminOrder = (orderId: string, signal?: AbortSignal) =>
  api.call(endpoints.adminOrder.info, { orderId }, { signal, notify: false })

export const adminOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [ADMIN_ORDERS_KEY, 'order', orderId],
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
  })

export const useAdminOrder = (orderId: string) => useQuery(adminOrderQueryOptions(orderId))
