import type { DayRange } from '@simlessly/shared'
import type { ReportParams } from '@/api/insight'

/** The report's filters as the query string holds them: `config` and `group` ids, '' for all. */
export function readReportFilters(params: URLSearchParams) {
  return { config: params.get('config')?.trim() ?? '', group: params.get('group')?.trim() ?? '' }
}

const shortId = (value: string) => (value.length >= 1 && value.length <= 64 ? value : undefined)

/** What the report (and its exports) asks for: the range, and each filter the API would accept. */
export function toReportRequest(
  range: DayRange | undefined,
  filters: { config: string; group: string },
): ReportParams | undefined {
  if (!range) return undefined
  const configId = shortId(filters.config)
  const groupId = shortId(filters.group)
  return { ...range, ...(configId && { configId }), ...(groupId && { groupId }) }
}
