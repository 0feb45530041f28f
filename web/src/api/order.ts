import type { Order } from '@simlessly/shared'
import { billingDetailsEndpoints as billingDetails } from '@simlessly/shared/endpoints/billing-details'
import { orderEndpoints as order } from '@simlessly/shared/endpoints/order'
import { planEndpoints as plan } from '@simlessly/shared/endpoints/plan'
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { saveBlob } from '@/lib/download'
import { invalidate, queryKey } from './query-key'

export type OrderListParams = EndpointInput<typeof order.query>
export type OrderCreateInput = EndpointInput<typeof order.create>
export type OrderQuoteInput = EndpointInput<typeof order.quote>
/** How long to wait before asking for the order again (false: stop), from the order as last read. */
export type OrderPoll = (order: Order | undefined) => number | false

/**
 * What a purchase or a change of the subscription may change: the orders, the subscription, what the plan
 * allows now, the plans offered (an upgrade's price depends on the plan in force) and the billing details.
 */
export const BILLING_READS = [
  order.query,
  order.info,
  order.quote,
  plan.queryOrder,
  plan.entitlement,
  plan.list,
  billingDetails.details,
] as const

/** A page of the enterprise's orders, newest first. */
export const listOrders = (params: OrderListParams, signal?: AbortSignal) =>
  api.call(order.query, params, { signal })

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: queryKey(order.query, params),
    queryFn: ({ signal }) => listOrders(params, signal),
    placeholderData: keepPreviousData,
  })

export const useOrders = (params: OrderListParams) => useQuery(ordersQueryOptions(params))

/** One order of the enterprise; the screens that open it show a failure themselves. */
export const getOrder = (orderId: string, signal?: AbortSignal) =>
  api.call(order.info, { orderId }, { signal, notify: false })

export const orderQueryOptions = (orderId: string, poll?: OrderPoll) =>
  queryOptions({
    queryKey: queryKey(order.info, { orderId }),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    refetchInterval: poll ? (query) => poll(query.state.data) : false,
  })

export const useOrder = (orderId: string, poll?: OrderPoll) => useQuery(orderQueryOptions(orderId, poll))

/** What a choice costs and when its plan runs, as the server prices it; the screen shows a refusal itself. */
export const quoteOrder = (request: OrderQuoteInput, signal?: AbortSignal) =>
  api.call(order.quote, request, { signal, notify: false })

/** Asked once a plan is chosen (`request` is null before). */
export const orderQuoteQueryOptions = (request: OrderQuoteInput | null) =>
  queryOptions({
    queryKey: queryKey(order.quote, request),
    queryFn: request ? ({ signal }) => quoteOrder(request, signal) : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useOrderQuote = (request: OrderQuoteInput | null) => useQuery(orderQuoteQueryOptions(request))

/** Buys a plan. The request key makes a repeated call answer the order already made. */
export const createOrder = (request: OrderCreateInput) => api.call(order.create, request, { notify: false })

export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createOrder, onSuccess: () => invalidate(queryClient, ...BILLING_READS) })
}

/** Closes an unpaid order; the confirmation dialog shows a refusal. */
export const closeOrder = (orderId: string) => api.call(order.close, { orderId }, { notify: false })

export function useCloseOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: closeOrder,
    onSuccess: (closed) => {
      queryClient.setQueryData(orderQueryOptions(closed.orderId).queryKey, closed)
      return invalidate(queryClient, order.query)
    },
  })
}

/** A paid order's invoice (PDF), fetched with the session's headers and saved under its number. */
export async function downloadInvoice(paid: { orderId: string; invoiceNumber: string | null }) {
  const blob = await api.call(order.invoice, { orderId: paid.orderId })
  saveBlob(blob, paid.invoiceNumber ? `${paid.invoiceNumber}.pdf` : order.invoice.file.filename)
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice })
