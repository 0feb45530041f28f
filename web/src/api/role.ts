import { roleEndpoints as role } from '@simlessly/shared/endpoints/role'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { TEAM_READS } from './member'
import { invalidate, queryKey } from './query-key'

/** A custom role's name and ids, with the id of the role it updates when there is one. */
export type SaveRoleRequest = EndpointInput<typeof role.add> &
  Partial<Pick<EndpointInput<typeof role.update>, 'roleId'>>

/** Every role of the enterprise (the system ones first) with its ids and how many members hold it. */
export const listRoles = (signal?: AbortSignal) => api.call(role.list, undefined, { signal })

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: queryKey(role.list), queryFn: ({ signal }) => listRoles(signal) })

export const useRoles = () => useQuery(rolesQueryOptions())

/** Adds a role without an id, updates it with one; the dialog shows a refusal itself. */
export const saveRole = ({ roleId, ...request }: SaveRoleRequest) =>
  roleId === undefined
    ? api.call(role.add, request, { notify: false })
    : api.call(role.update, { roleId, ...request }, { notify: false })

/** Only a role no member or invitation holds can go; the confirmation shows the refusal. */
export const deleteRole = (roleId: string) => api.call(role.delete, { roleId }, { notify: false })

// A role's change shows in the Members screen too (role names) and in the activity.
export function useSaveRole() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveRole, onSuccess: () => invalidate(queryClient, ...TEAM_READS) })
}

export function useDeleteRole() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteRole, onSuccess: () => invalidate(queryClient, ...TEAM_READS) })
}
