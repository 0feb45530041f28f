import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type OrderListParams = EndpointInput<typeof endpoints.order.query>

/** A page of the enterprise's orders, newest first. */
export const listOrders = (params: OrderListParams, signal?: AbortSignal) =>
  api.call(endpoints.order.query, params, { signal })

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: ['billing', 'orders', params],
    queryFn: ({ signal }) => listOrders(params, signal),
    placeholderData: keepPreviousData,
  })

export const useOrders = (params: OrderListParams) => useQuery(ordersQueryOptions(params))
