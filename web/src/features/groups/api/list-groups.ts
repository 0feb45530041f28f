import { groupOptionsSchema, groupPageSchema } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export type GroupListParams = { keyword?: string | undefined; pageNum: number; pageSize: number }

/** `POST /api/v1/group/list`: a page of groups with their profile counts, filtered by name. */
export const listGroups = (params: GroupListParams, signal?: AbortSignal) =>
  api.post('/group/list', params, groupPageSchema, { signal })

export function groupsQueryOptions(params: GroupListParams) {
  return queryOptions({
    queryKey: ['groups', 'list', params],
    queryFn: ({ signal }) => listGroups(params, signal),
    placeholderData: keepPreviousData,
  })
}

export const useGroups = (params: GroupListParams) => useQuery(groupsQueryOptions(params))

/**
 * `GET /api/v1/group/options`: every group's id and name. The group screen uses it to name a group chosen
 * by link when that group is not on the page of the list being shown.
 */
export function useGroupOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['groups', 'options'],
    queryFn: ({ signal }) => api.get('/group/options', groupOptionsSchema, { signal }),
    enabled,
  })
}
