import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

const { group } = endpoints

/** A group's name, with the id of the group it renames when there is one. */
export type SaveGroupRequest = EndpointInput<typeof group.add> &
  Partial<Pick<EndpointInput<typeof group.rename>, 'groupId'>>

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
      void queryClient.invalidateQueries({ queryKey: ['groups', 'options'] })
      // Awaited: the dialog closes on the list with the new name in it.
      await queryClient.invalidateQueries({ queryKey: ['groups', 'list'] })
    },
  })
}

export function useDeleteGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: async (_, groupId) => {
      queryClient.removeQueries({ queryKey: ['groups', 'profiles', groupId] })
      void queryClient.invalidateQueries({ queryKey: ['groups', 'options'] })
      await queryClient.invalidateQueries({ queryKey: ['groups', 'list'] })
    },
  })
}
