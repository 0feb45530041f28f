import { groupOptionsSchema } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** `GET /api/v1/group/options`: every group's id and name, for the filter and the move picker. */
export function groupOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['groups', 'options'],
    queryFn: ({ signal }) => api.get('/group/options', groupOptionsSchema, { signal, notify: false }),
  })
}

export const useGroupOptions = () => useQuery(groupOptionsQueryOptions())
