import { endpoints, type Order } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** How long to wait before asking for the order again (false: stop), from the order as last read. */
export type OrderPoll = (order: Order | undefined) => number | false

/** One order of the enterprise; the screens that open it show a failure themselves. */
export const getOrder = (orderId: string, signal?: AbortSignal) =>
  api.call(endpoints.order.info, { orderId }, { signal, notify: false })

export const orderQueryOptions = (orderId: string, poll?: OrderPoll) =>
  queryOptions({
    queryKey: ['billing', 'order', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    refetchInterval: poll ? (query) => poll(query.state.data) : false,
  })

export const useOrder = (orderId: string, poll?: OrderPoll) => useQuery(orderQueryOptions(orderId, poll))
