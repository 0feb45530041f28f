import { pageSchema, profileConfigSchema } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export type ConfigListParams = { keyword?: string | undefined; pageNum: number; pageSize: number }

const configPageSchema = pageSchema(profileConfigSchema)

/** `POST /api/v1/config/list`: a page of configurations, newest change first, filtered by name. */
export function listConfigs(params: ConfigListParams, signal?: AbortSignal) {
  return api.post('/config/list', params, configPageSchema, { signal })
}

export function configsQueryOptions(params: ConfigListParams) {
  return queryOptions({
    queryKey: ['configs', 'list', params],
    queryFn: ({ signal }) => listConfigs(params, signal),
    // The previous page stays on screen while the next one loads, instead of a flash of "loading".
    placeholderData: keepPreviousData,
  })
}

export function useConfigs(params: ConfigListParams) {
  return useQuery(configsQueryOptions(params))
}
