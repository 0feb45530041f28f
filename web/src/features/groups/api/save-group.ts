import { groupSchema } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api-client'

export type SaveGroupRequest = { groupId?: string | undefined; name: string }

/**
 * `POST /api/v1/group/add` without a group id, `POST /api/v1/group/rename` with one. The dialog shows a
 * failure itself (a name already taken belongs beside the field).
 */
export const saveGroup = ({ groupId, name }: SaveGroupRequest) =>
  groupId === undefined
    ? api.post('/group/add', { name }, groupSchema, { notify: false })
    : api.post('/group/rename', { groupId, name }, groupSchema, { notify: false })

/** `POST /api/v1/group/delete`: the group goes, its profiles stay in the fleet without a group. */
export const deleteGroup = (groupId: string) =>
  api.post('/group/delete', { groupId }, z.unknown(), { notify: false })

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
