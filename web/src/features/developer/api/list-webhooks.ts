import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Every webhook query starts with it; the endpoints' list and each endpoint's delivery log sit below. */
export const WEBHOOKS_QUERY_KEY = ['developer', 'webhooks'] as const
export const WEBHOOK_LIST_QUERY_KEY = [...WEBHOOKS_QUERY_KEY, 'list'] as const

/** The enterprise's webhook endpoints, without secrets (the server answers one only on add and rotate). */
export const listWebhooks = (signal?: AbortSignal) => api.call(endpoints.webhook.list, undefined, { signal })

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: WEBHOOK_LIST_QUERY_KEY, queryFn: ({ signal }) => listWebhooks(signal) })

export const useWebhooks = () => useQuery(webhooksQueryOptions())
