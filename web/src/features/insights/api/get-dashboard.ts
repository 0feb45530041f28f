import { type DayRange, endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The dashboard over a range of days; the screen shows a refusal itself. */
export function dashboardQueryOptions(range: DayRange) {
  return queryOptions({
    queryKey: ['insights', 'dashboard', range],
    queryFn: ({ signal }) => api.call(endpoints.insight.dashboard, range, { signal, notify: false }),
    placeholderData: keepPreviousData,
  })
}

/** Nothing is asked for while the range is not one the server would cover. */
export function useDashboard(range: DayRange | undefined) {
  return useQuery({
    ...dashboardQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== undefined,
  })
}
