import { webhookEndpoints as webhook } from '@simlessly/shared/endpoints/webhook'
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { invalidate, queryKey, remove } from './query-key'

export type WebhookAddInput = EndpointInput<typeof webhook.add>
export type WebhookUpdateInput = EndpointInput<typeof webhook.update>
export type WebhookRotateInput = EndpointInput<typeof webhook.rotate>
export type WebhookRedeliverInput = EndpointInput<typeof webhook.redeliver>

export const DELIVERY_PAGE_SIZE = 20
/** How often an open log is read again while a delivery in it still waits for an attempt. */
export const DELIVERY_POLL_MS = 3_000

/** The enterprise's webhook endpoints, without secrets (the server answers one only on add and rotate). */
export const listWebhooks = (signal?: AbortSignal) => api.call(webhook.list, undefined, { signal })

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: queryKey(webhook.list), queryFn: ({ signal }) => listWebhooks(signal) })

export const useWebhooks = () => useQuery(webhooksQueryOptions())

/** Every page size of one endpoint's delivery log. */
const deliveriesOf = (endpointId: string) => queryKey(webhook.deliveries, { endpointId })

/** One page of an endpoint's deliveries, newest first; `cursor` is the previous page's `next`. */
export const listWebhookDeliveries = (
  endpointId: string,
  cursor: string | null,
  pageSize: number,
  signal?: AbortSignal,
) => api.call(webhook.deliveries, { endpointId, cursor, pageSize }, { signal })

/** The log `pageSize` deliveries at a time (a new size starts it again from the newest). */
export const webhookDeliveriesQueryOptions = (endpointId: string, pageSize = DELIVERY_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: queryKey(webhook.deliveries, { endpointId, pageSize }),
    queryFn: ({ pageParam, signal }) => listWebhookDeliveries(endpointId, pageParam, pageSize, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    // A pending delivery moves on its own (the worker's next attempt): read every loaded page again.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.list.some((delivery) => delivery.status === 'PENDING'))
        ? DELIVERY_POLL_MS
        : false,
  })

export const useWebhookDeliveries = (endpointId: string, pageSize = DELIVERY_PAGE_SIZE) =>
  useInfiniteQuery(webhookDeliveriesQueryOptions(endpointId, pageSize))

/** Adds an endpoint; the answer is the only one that carries its signing secret. */
export const addWebhook = (request: WebhookAddInput) => api.call(webhook.add, request, { notify: false })

/** A new signing secret; deliveries carry the old secret's signature too for the grace period asked. */
export const rotateWebhookSecret = (request: WebhookRotateInput) =>
  api.call(webhook.rotate, request, { notify: false })

/** Changes an endpoint's URL, description or events, or pauses and enables it. */
export const updateWebhook = (request: WebhookUpdateInput, notify = false) =>
  api.call(webhook.update, request, { notify })

/** Deletes an endpoint; its pending deliveries are not sent. The confirmation shows a refusal itself. */
export const removeWebhook = (endpointId: string) =>
  api.call(webhook.remove, { endpointId }, { notify: false })

/** Sends a delivery again now, with the same webhook-id so the receiver can tell it is a repeat. */
export const redeliverWebhook = (request: WebhookRedeliverInput) => api.call(webhook.redeliver, request)

/** Sends the endpoint a webhook.test event; the answer is its delivery, which the log then shows. */
export const testWebhook = (endpointId: string) => api.call(webhook.test, { endpointId })

/**
 * A change to an endpoint, awaited so the dialog shows over (or closes on) the list with the change in it.
 * `holdsSecret`: the answer carries a secret, which the mutation cache drops as soon as the dialog has it.
 */
function useEndpointChange<T, R>(change: (request: T) => Promise<R>, { holdsSecret = false } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    ...(holdsSecret && { gcTime: 0 }),
    onSuccess: () => invalidate(queryClient, webhook.list),
  })
}

export const useAddWebhook = () => useEndpointChange(addWebhook, { holdsSecret: true })
export const useRotateWebhookSecret = () => useEndpointChange(rotateWebhookSecret, { holdsSecret: true })

/**
 * `notify`: whether a refusal shows at the top of the page; the edit dialog shows its own, Pause and Enable
 * have no dialog to show one in.
 */
export const useUpdateWebhook = ({ notify = false }: { notify?: boolean } = {}) =>
  useEndpointChange((request: WebhookUpdateInput) => updateWebhook(request, notify))

export function useRemoveWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeWebhook,
    onSuccess: (_, endpointId) => {
      remove(queryClient, deliveriesOf(endpointId))
      // Awaited: the dialog closes on the list without the endpoint.
      return invalidate(queryClient, webhook.list)
    },
  })
}

/** A delivery sent again or a test event: the endpoint's log shows it. */
function useLogChange<T, R>(send: (request: T) => Promise<R>, endpointIdOf: (request: T) => string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (_, request) => invalidate(queryClient, deliveriesOf(endpointIdOf(request))),
  })
}

export const useRedeliverWebhook = () => useLogChange(redeliverWebhook, (request) => request.endpointId)
export const useTestWebhook = () => useLogChange(testWebhook, (endpointId) => endpointId)
