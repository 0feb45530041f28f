import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The home page's figures: the last 7 days against the 7 before, the subscription, the get-started steps. */
export function homeInsightsQueryOptions() {
  return queryOptions({
    queryKey: ['insights', 'home'],
    queryFn: ({ signal }) => api.call(endpoints.insight.home, undefined, { signal, notify: false }),
  })
}

export const useHomeInsights = () => useQuery(homeInsightsQueryOptions())
