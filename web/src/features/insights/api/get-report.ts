import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type ReportParams = EndpointInput<typeof endpoints.insight.report>

/** The daily usage report over a range, for the enterprise or one configuration and/or group. */
export function reportQueryOptions(request: ReportParams) {
  return queryOptions({
    queryKey: ['insights', 'report', request],
    queryFn: ({ signal }) => api.call(endpoints.insight.report, request, { signal, notify: false }),
    placeholderData: keepPreviousData,
  })
}

export function useReport(request: ReportParams | undefined) {
  return useQuery({
    ...reportQueryOptions(request ?? { from: '', to: '' }),
    enabled: request !== undefined,
  })
}
