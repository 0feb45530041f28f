import { type DayRange, endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The platform-wide dashboard over a range of days; the screen shows a refusal itself. */
export function adminDashboardQueryOptions(range: DayRange) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', range],
    queryFn: ({ signal }) => api.call(endpoints.adminInsight.dashboard, range, { signal, notify: false }),
    placeholderData: keepPreviousData,
  })
}

export function useAdminDashboard(range: DayRange | undefined) {
  return useQuery({
    ...adminDashboardQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== undefined,
  })
}
