import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Every role of the enterprise (the system ones first) with its ids and how many members hold it. */
export const listRoles = (signal?: AbortSignal) => api.call(endpoints.role.list, undefined, { signal })

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: ['team', 'roles'], queryFn: ({ signal }) => listRoles(signal) })

export const useRoles = () => useQuery(rolesQueryOptions())
