import { ORDER_STATUSES, type OrderStatus, PLAN_CODES, type PlanCode } from '@simlessly/shared'
import { anyFilter, clearFilters, filterChange } from '@/lib/url-filters'

/**
 * The admin order list's filters as the query string holds them, so that a reload, a shared link and the
 * back button keep them. The days are UTC days (YYYY-MM-DD), as the server reads them.
 */
export const FILTER_KEYS = ['status', 'plan', 'enterprise', 'from', 'to'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
export type FilterValues = Record<FilterKey, string>

/** What the list endpoint is asked for: only the filters it would accept. */
export type AdminOrderListRequest = {
  pageNum: number
  pageSize: number
  status?: OrderStatus
  plan?: PlanCode
  enterprise?: string
  from?: string
  to?: string
}

/** The enterprise filter's longest text, as the server's schema allows. */
export const ENTERPRISE_MAX = 100

export function readFilterValues(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? ''])) as FilterValues
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar day written YYYY-MM-DD (not 2025-02-30). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item === value)

/** The request for a page of orders: a value the API would refuse (an unknown status, a bad day) is left out. */
export function toListRequest(
  values: FilterValues,
  page: { pageNum: number; pageSize: number },
): AdminOrderListRequest {
  const request: AdminOrderListRequest = { ...page }
  const status = oneOf(ORDER_STATUSES, values.status)
  if (status) request.status = status
  const plan = oneOf(PLAN_CODES, values.plan)
  if (plan) request.plan = plan
  if (values.enterprise !== '' && values.enterprise.length <= ENTERPRISE_MAX) {
    request.enterprise = values.enterprise
  }
  if (isDay(values.from)) request.from = values.from
  if (isDay(values.to)) request.to = values.to
  return request
}

export const hasFilters = (values: FilterValues): boolean => anyFilter(FILTER_KEYS, values)
export { filterChange }
export const clearFiltersChange = (): Record<string, undefined> => clearFilters(FILTER_KEYS)
