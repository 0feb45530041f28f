import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Every query of this screen starts with it, so a change to a key refreshes them all. */
export const API_KEYS_QUERY_KEY = ['developer', 'apiKeys'] as const

/** Every API key of the enterprise, without secrets (the server never answers one twice). */
export const listApiKeys = (signal?: AbortSignal) => api.call(endpoints.apiKey.list, undefined, { signal })

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: API_KEYS_QUERY_KEY, queryFn: ({ signal }) => listApiKeys(signal) })

export const useApiKeys = () => useQuery(apiKeysQueryOptions())
