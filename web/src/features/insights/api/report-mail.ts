import { endpoints, type ReportMail } from '@simlessly/shared'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

const mailKey = ['insights', 'report-mail'] as const

/** Whether the monthly usage report is mailed to the owners. */
export function reportMailQueryOptions() {
  return queryOptions({
    queryKey: mailKey,
    queryFn: ({ signal }) => api.call(endpoints.insight.mailInfo, undefined, { signal, notify: false }),
  })
}

export const useReportMail = () => useQuery(reportMailQueryOptions())

/** Turns the monthly report on or off; the answer is the setting in force. */
export function useSetReportMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (value: ReportMail) => api.call(endpoints.insight.mailSet, value),
    onSuccess: (saved) => queryClient.setQueryData(mailKey, saved),
  })
}
