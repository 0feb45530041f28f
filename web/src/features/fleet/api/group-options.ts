import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Every group's id and name, for the filter and the move picker. */
export function groupOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['groups', 'options'],
    queryFn: ({ signal }) => api.call(endpoints.group.options, undefined, { signal, notify: false }),
  })
}

export const useGroupOptions = () => useQuery(groupOptionsQueryOptions())
