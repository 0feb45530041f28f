import type { DayRange } from '@simlessly/shared'
import { adminInsightEndpoints as adminInsight } from '@simlessly/shared/endpoints/admin-insight'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKey } from './query-key'

/** The platform-wide dashboard over a range of days; the screen shows a refusal itself. */
export const adminDashboardQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: queryKey(adminInsight.dashboard, range),
    queryFn: ({ signal }) => api.call(adminInsight.dashboard, range, { signal, notify: false }),
    placeholderData: keepPreviousData,
  })

/** Nothing is asked for while the range is not one the server would cover. */
export const useAdminDashboard = (range: DayRange | undefined) =>
  useQuery({ ...adminDashboardQueryOptions(range ?? { from: '', to: '' }), enabled: range !== undefined })
