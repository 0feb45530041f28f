import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { AdminOrderListRequest } from '../admin-order-filters'
import { ADMIN_ORDERS_KEY } from './keys'

/** A page of every enterprise's orders, newest first, filtered. */
export const listAdminOrders = (params: AdminOrderListRequest, signal?: AbortSignal) =>
  api.call(endpoints.adminOrder.list, params, { signal })

export const adminOrdersQueryOptions = (params: AdminOrderListRequest) =>
  queryOptions({
    queryKey: [ADMIN_ORDERS_KEY, 'list', params],
    queryFn: ({ signal }) => listAdminOrders(params, signal),
    placeholderData: keepPreviousData,
  })

export const useAdminOrders = (params: AdminOrderListRequest) => useQuery(adminOrdersQueryOptions(params))
