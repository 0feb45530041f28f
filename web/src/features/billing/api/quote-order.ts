import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type OrderQuoteInput = EndpointInput<typeof endpoints.order.quote>

/** What a choice costs and when its plan runs, as the server prices it; the screen shows a refusal itself. */
export const quoteOrder = (request: OrderQuoteInput, signal?: AbortSignal) =>
  api.call(endpoints.order.quote, request, { signal, notify: false })

/** Asked once a plan is chosen (`request` is null before). */
export const orderQuoteQueryOptions = (request: OrderQuoteInput | null) =>
  queryOptions({
    queryKey: ['billing', 'quote', request],
    queryFn: request ? ({ signal }) => quoteOrder(request, signal) : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useOrderQuote = (request: OrderQuoteInput | null) => useQuery(orderQuoteQueryOptions(request))
