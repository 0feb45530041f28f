import {
  FLEET_SORT_FIELDS,
  FLEET_STATES,
  type FleetFilter,
  type FleetListRequest,
  fleetFilterSchema,
} from '@simlessly/shared'
import { anyFilter, clearFilters, filterChange } from '@/lib/url-filters'

/**
 * The fleet's filters and sort as the query string holds them, so that a reload, a shared link and the
 * back button keep them. Dates stay as the date inputs give them (YYYY-MM-DD, the user's own day) and
 * become moments only in the request.
 */
export const FILTER_KEYS = [
  'iccid',
  'imsi',
  'msisdn',
  'eid',
  'status',
  'group',
  'config',
  'batch',
  'from',
  'to',
] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
export type FilterValues = Record<FilterKey, string>

/** The identifiers matched from their start; typed into text inputs and sent once typing settles. */
export const TEXT_FILTERS = ['iccid', 'imsi', 'msisdn', 'eid'] as const
export type TextFilter = (typeof TEXT_FILTERS)[number]

export type SortField = (typeof FLEET_SORT_FIELDS)[number]
export type SortOrder = 'asc' | 'desc'
export type FleetSort = { sortBy: SortField; sortOrder: SortOrder }
export const DEFAULT_SORT: FleetSort = { sortBy: 'createdAt', sortOrder: 'desc' }

export function readFilterValues(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? ''])) as FilterValues
}

/** True when the text is a prefix the API accepts for that identifier (an empty text is no filter). */
export function isValidTextFilter(key: TextFilter, value: string): boolean {
  return fleetFilterSchema.shape[key].safeParse(value).success
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The first (`start`) or last (`end`) millisecond of a YYYY-MM-DD day in the user's time zone. */
export function dayToMs(day: string, edge: 'start' | 'end'): number | undefined {
  const match = DATE.exec(day)
  if (!match) return undefined
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const start = new Date(year, month, date)
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date) return undefined
  return edge === 'start' ? start.getTime() : new Date(year, month, date + 1).getTime() - 1
}

const shortId = (value: string) => (value.length >= 1 && value.length <= 64 ? value : undefined)

/** The filter the API is asked for: values it would refuse (a half-typed ICCID with a letter) are left out. */
export function toFleetFilter(values: FilterValues): FleetFilter {
  const filter: FleetFilter = {}
  for (const key of TEXT_FILTERS) {
    if (values[key] !== '' && isValidTextFilter(key, values[key])) filter[key] = values[key]
  }
  const status = FLEET_STATES.find((s) => s === values.status)
  if (status) filter.status = status
  const groupId = shortId(values.group)
  if (groupId) filter.groupId = groupId
  const configId = shortId(values.config)
  if (configId) filter.configId = configId
  const batchCode = shortId(values.batch)
  if (batchCode) filter.batchCode = batchCode
  const createdFrom = dayToMs(values.from, 'start')
  if (createdFrom !== undefined) filter.createdFrom = createdFrom
  const createdTo = dayToMs(values.to, 'end')
  if (createdTo !== undefined) filter.createdTo = createdTo
  return filter
}

export const hasFilters = (values: FilterValues): boolean => anyFilter(FILTER_KEYS, values)
export { filterChange }
export const clearFiltersChange = (): Record<string, undefined> => clearFilters(FILTER_KEYS)

export function readSort(params: URLSearchParams): FleetSort {
  const sortBy = FLEET_SORT_FIELDS.find((field) => field === params.get('sort')) ?? DEFAULT_SORT.sortBy
  const order = params.get('order')
  const sortOrder: SortOrder = order === 'asc' || order === 'desc' ? order : defaultOrder(sortBy)
  return { sortBy, sortOrder }
}

/** Newest first for dates; in order for identifiers. */
const defaultOrder = (field: SortField): SortOrder => (field === 'createdAt' ? 'desc' : 'asc')

/** A click on a column header: the same column flips its order, another one starts with its default. */
export function nextSort(current: FleetSort, field: SortField): FleetSort {
  if (current.sortBy === field) {
    return { sortBy: field, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' }
  }
  return { sortBy: field, sortOrder: defaultOrder(field) }
}

/** The query-string changes for a sort; the default sort leaves the URL clean. */
export function sortChange(sort: FleetSort): Record<string, string | undefined> {
  const isDefault = sort.sortBy === DEFAULT_SORT.sortBy && sort.sortOrder === DEFAULT_SORT.sortOrder
  return {
    sort: isDefault ? undefined : sort.sortBy,
    order: isDefault ? undefined : sort.sortOrder,
    page: undefined,
  }
}

export function toListRequest(
  values: FilterValues,
  sort: FleetSort,
  page: { pageNum: number; pageSize: number },
): FleetListRequest {
  return { ...toFleetFilter(values), ...sort, ...page }
}
