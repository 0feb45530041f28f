import { endpoints } from '@simlessly/shared'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { WEBHOOKS_QUERY_KEY } from './list-webhooks'

export const DELIVERY_PAGE_SIZE = 20
/** How often an open log is read again while a delivery in it still waits for an attempt. */
export const DELIVERY_POLL_MS = 3_000

export const webhookDeliveriesQueryKey = (endpointId: string) =>
  [...WEBHOOKS_QUERY_KEY, 'deliveries', endpointId] as const

/** One page of an endpoint's deliveries, newest first; `cursor` is the previous page's `next`. */
export const listWebhookDeliveries = (
  endpointId: string,
  cursor: string | null,
  pageSize: number,
  signal?: AbortSignal,
) => api.call(endpoints.webhook.deliveries, { endpointId, cursor, pageSize }, { signal })

/** The log `pageSize` deliveries at a time (a new size starts it again from the newest). */
export function webhookDeliveriesQueryOptions(endpointId: string, pageSize = DELIVERY_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [...webhookDeliveriesQueryKey(endpointId), pageSize],
    queryFn: ({ pageParam, signal }) => listWebhookDeliveries(endpointId, pageParam, pageSize, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    // A pending delivery moves on its own (the worker's next attempt): read every loaded page again.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.list.some((delivery) => delivery.status === 'PENDING'))
        ? DELIVERY_POLL_MS
        : false,
  })
}

export const useWebhookDeliveries = (endpointId: string, pageSize = DELIVERY_PAGE_SIZE) =>
  useInfiniteQuery(webhookDeliveriesQueryOptions(endpointId, pageSize))
