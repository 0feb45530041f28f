import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type GroupListParams = EndpointInput<typeof endpoints.group.list>

/** A page of groups with their profile counts, filtered by name. */
export const listGroups = (params: GroupListParams, signal?: AbortSignal) =>
  api.call(endpoints.group.list, params, { signal })

export function groupsQueryOptions(params: GroupListParams) {
  return queryOptions({
    queryKey: ['groups', 'list', params],
    queryFn: ({ signal }) => listGroups(params, signal),
    placeholderData: keepPreviousData,
  })
}

export const useGroups = (params: GroupListParams) => useQuery(groupsQueryOptions(params))

/**
 * Every group's id and name. The group screen uses it to name a group chosen
 * by link when that group is not on the page of the list being shown.
 */
export function useGroupOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['groups', 'options'],
    queryFn: ({ signal }) => api.call(endpoints.group.options, undefined, { signal }),
    enabled,
  })
}
