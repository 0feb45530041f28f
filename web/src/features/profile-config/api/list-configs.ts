import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type ConfigListParams = EndpointInput<typeof endpoints.profileConfig.list>

/** A page of configurations, newest change first, filtered by name. */
export function listConfigs(params: ConfigListParams, signal?: AbortSignal) {
  return api.call(endpoints.profileConfig.list, params, { signal })
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
