import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The filter lists up to the API's largest page of configurations, the most recently changed first. */
const CONFIG_FILTER_PAGE = 100

/** The configurations for the configuration filter. */
export function fleetConfigOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['configs', 'fleet-filter'],
    queryFn: ({ signal }) =>
      api.call(
        endpoints.profileConfig.list,
        { pageNum: 1, pageSize: CONFIG_FILTER_PAGE },
        { signal, notify: false },
      ),
    select: (page) => page.list.map(({ configId, name }) => ({ configId, name })),
  })
}

export const useFleetConfigOptions = () => useQuery(fleetConfigOptionsQueryOptions())
