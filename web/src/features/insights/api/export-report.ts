import { endpoints } from '@simlessly/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { saveBlob } from '@/lib/download'
import type { ReportParams } from './get-report'

export type ReportFormat = 'csv' | 'xlsx'

const ENDPOINT = { csv: endpoints.insight.reportCsv, xlsx: endpoints.insight.reportXlsx } as const

/** The file's name says what it covers: `usage-report-2026-03-01-2026-03-31.csv`. */
export const reportFilename = (request: ReportParams, format: ReportFormat) =>
  `usage-report-${request.from}-${request.to}.${format}`

/** The report as a file, with the filters in force, saved by the browser. */
export async function exportReport({ request, format }: { request: ReportParams; format: ReportFormat }) {
  const blob = await api.call(ENDPOINT[format], request)
  saveBlob(blob, reportFilename(request, format))
}

export const useExportReport = () => useMutation({ mutationFn: exportReport })
