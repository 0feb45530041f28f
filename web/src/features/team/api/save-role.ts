import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

const { role } = endpoints

/** A custom role's name and ids, with the id of the role it updates when there is one. */
export type SaveRoleRequest = EndpointInput<typeof role.add> &
  Partial<Pick<EndpointInput<typeof role.update>, 'roleId'>>

/** Adds a role without an id, updates it with one; the dialog shows a refusal itself. */
export const saveRole = ({ roleId, ...request }: SaveRoleRequest) =>
  roleId === undefined
    ? api.call(role.add, request, { notify: false })
    : api.call(role.update, { roleId, ...request }, { notify: false })

/** Only a role no member or invitation holds can go; the confirmation shows the refusal. */
export const deleteRole = (roleId: string) => api.call(role.delete, { roleId }, { notify: false })

/** A role's change shows in the Members screen too (role names) and in the activity. */
const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['team'] })

export function useSaveRole() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveRole, onSuccess: () => refresh(queryClient) })
}

export function useDeleteRole() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteRole, onSuccess: () => refresh(queryClient) })
}
