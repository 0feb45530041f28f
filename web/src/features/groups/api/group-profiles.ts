import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type GroupProfilesParams = EndpointInput<typeof endpoints.group.profiles>

/** The profiles of one group, a page at a time. */
export function groupProfilesQueryOptions(params: GroupProfilesParams) {
  return queryOptions({
    queryKey: ['groups', 'profiles', params.groupId, params],
    queryFn: ({ signal }) => api.call(endpoints.group.profiles, params, { signal }),
    placeholderData: keepPreviousData,
  })
}

export const useGroupProfiles = (params: GroupProfilesParams) => useQuery(groupProfilesQueryOptions(params))

export type MoveRequest = EndpointInput<typeof endpoints.fleet.moveToGroup>

/**
 * Into a group, or out of any group with `groupId: null`. The answer
 * says how many moved and why the others did not; counts and member pages are read again either way.
 * `notify: false` when the caller shows a failure itself (the add dialog).
 */
export function useMoveProfiles({ notify = true }: { notify?: boolean } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: MoveRequest) => api.call(endpoints.fleet.moveToGroup, request, { notify }),
    // Not awaited: the answer shows at once while the counts and pages are read again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['groups'] })
    },
  })
}
