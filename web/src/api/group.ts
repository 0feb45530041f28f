import { fleetEndpoints as fleet } from '@simlessly/shared/endpoints/fleet'
import { groupEndpoints as group } from '@simlessly/shared/endpoints/group'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { invalidate, queryKey, remove } from './query-key'

export type GroupListParams = EndpointInput<typeof group.list>
export type GroupProfilesParams = EndpointInput<typeof group.profiles>
/** A group's name, with the id of the group it renames when there is one. */
export type SaveGroupRequest = EndpointInput<typeof group.add> &
  Partial<Pick<EndpointInput<typeof group.rename>, 'groupId'>>

/** What a profile's move between groups changes: the groups' counts and pages, and the fleet's group column. */
export const GROUP_MEMBERSHIP = [group.list, group.options, group.profiles, fleet.list, fleet.info] as const

/** A page of groups with their profile counts, filtered by name. */
export const listGroups = (params: GroupListParams, signal?: AbortSignal) =>
  api.call(group.list, params, { signal })

export const groupsQueryOptions = (params: GroupListParams) =>
  queryOptions({
    queryKey: queryKey(group.list, params),
    queryFn: ({ signal }) => listGroups(params, signal),
    placeholderData: keepPreviousData,
  })

export const useGroups = (params: GroupListParams) => useQuery(groupsQueryOptions(params))

/**
 * Every group's id and name: the fleet's filter and move picker, the campaign target picker, the report
 * filter, and the group screen (to name a group chosen by link that is not on the page shown). `notify`:
 * whether a failure shows at the top of the page (false where the screen does without the list).
 */
export const groupOptionsQueryOptions = ({ notify = true }: { notify?: boolean } = {}) =>
  queryOptions({
    queryKey: queryKey(group.options),
    queryFn: ({ signal }) => api.call(group.options, undefined, { signal, notify }),
  })

export const useGroupOptions = ({
  enabled = true,
  notify = true,
}: {
  enabled?: boolean
  notify?: boolean
} = {}) => useQuery({ ...groupOptionsQueryOptions({ notify }), enabled })

/** The profiles of one group, a page at a time. */
export const groupProfilesQueryOptions = (params: GroupProfilesParams) =>
  queryOptions({
    queryKey: queryKey(group.profiles, params),
    queryFn: ({ signal }) => api.call(group.profiles, params, { signal }),
    placeholderData: keepPreviousData,
  })

export const useGroupProfiles = (params: GroupProfilesParams) => useQuery(groupProfilesQueryOptions(params))

/**
 * Adds a group without a group id, renames it with one. The dialog shows a failure itself (a name already
 * taken belongs beside the field).
 */
export const saveGroup = ({ groupId, name }: SaveGroupRequest) =>
  groupId === undefined
    ? api.call(group.add, { name }, { notify: false })
    : api.call(group.rename, { groupId, name }, { notify: false })

/** The group goes, its profiles stay in the fleet without a group. */
export const deleteGroup = (groupId: string) => api.call(group.delete, { groupId }, { notify: false })

export function useSaveGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: async () => {
      void invalidate(queryClient, group.options)
      // Awaited: the dialog closes on the list with the new name in it.
      await invalidate(queryClient, group.list)
    },
  })
}

export function useDeleteGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: async (_, groupId) => {
      remove(queryClient, queryKey(group.profiles, { groupId }))
      void invalidate(queryClient, group.options)
      await invalidate(queryClient, group.list)
    },
  })
}
