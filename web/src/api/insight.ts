import type { DayRange, ReportMail } from '@simlessly/shared'
import { insightEndpoints as insight } from '@simlessly/shared/endpoints/insight'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { saveBlob } from '@/lib/download'
import { queryKey } from './query-key'

export type ReportParams = EndpointInput<typeof insight.report>
export type ReportFormat = 'csv' | 'xlsx'

/** The home page's figures: the last 7 days against the 7 before, the subscription, the get-started steps. */
export const homeInsightsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(insight.home),
    queryFn: ({ signal }) => api.call(insight.home, undefined, { signal, notify: false }),
  })

export const useHomeInsights = () => useQuery(homeInsightsQueryOptions())

/** The dashboard over a range of days; the screen shows a refusal itself. */
export const dashboardQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: queryKey(insight.dashboard, range),
    queryFn: ({ signal }) => api.call(insight.dashboard, range, { signal, notify: false }),
    placeholderData: keepPreviousData,
  })

/** Nothing is asked for while the range is not one the server would cover. */
export const useDashboard = (range: DayRange | undefined) =>
  useQuery({ ...dashboardQueryOptions(range ?? { from: '', to: '' }), enabled: range !== undefined })

/** The daily usage report over a range, for the enterprise or one configuration and/or group. */
export const reportQueryOptions = (request: ReportParams) =>
  queryOptions({
    queryKey: queryKey(insight.report, request),
    queryFn: ({ signal }) => api.call(insight.report, request, { signal, notify: false }),
    placeholderData: keepPreviousData,
  })

export const useReport = (request: ReportParams | undefined) =>
  useQuery({ ...reportQueryOptions(request ?? { from: '', to: '' }), enabled: request !== undefined })

const REPORT_FILE = { csv: insight.reportCsv, xlsx: insight.reportXlsx } as const

/** The file's name says what it covers: `usage-report-2026-03-01-2026-03-31.csv`. */
export const reportFilename = (request: ReportParams, format: ReportFormat) =>
  `usage-report-${request.from}-${request.to}.${format}`

/** The report as a file, with the filters in force, saved by the browser. */
export async function exportReport({ request, format }: { request: ReportParams; format: ReportFormat }) {
  const blob = await api.call(REPORT_FILE[format], request)
  saveBlob(blob, reportFilename(request, format))
}

export const useExportReport = () => useMutation({ mutationFn: exportReport })

/** Whether the monthly usage report is mailed to the owners. */
export const reportMailQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(insight.mailInfo),
    queryFn: ({ signal }) => api.call(insight.mailInfo, undefined, { signal, notify: false }),
  })

export const useReportMail = () => useQuery(reportMailQueryOptions())

/** Turns the monthly report on or off; the answer is the setting in force. */
export function useSetReportMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (value: ReportMail) => api.call(insight.mailSet, value),
    onSuccess: (saved) => queryClient.setQueryData(reportMailQueryOptions().queryKey, saved),
  })
}
