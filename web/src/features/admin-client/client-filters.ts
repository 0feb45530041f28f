import { CLIENT_PLAN_FILTERS, type ClientListQuery } from '@simlessly/shared'

/** The list's filters as the query string keeps them (`q`, `plan`, `status`, `sort`). */
export type ClientFilterValues = { q: string; plan: string; status: string; sort: string }

export const CLIENT_SORT_OPTIONS = ['created-desc', 'created-asc', 'name-asc', 'name-desc'] as const

export function readClientFilters(params: URLSearchParams): ClientFilterValues {
  const sort = params.get('sort') ?? ''
  return {
    q: params.get('q') ?? '',
    plan: (CLIENT_PLAN_FILTERS as readonly string[]).includes(params.get('plan') ?? '')
      ? (params.get('plan') ?? '')
      : '',
    status: ['ACTIVE', 'SUSPENDED'].includes(params.get('status') ?? '') ? (params.get('status') ?? '') : '',
    sort: (CLIENT_SORT_OPTIONS as readonly string[]).includes(sort) ? sort : 'created-desc',
  }
}

/** The request of a page of clients from the filters in force. */
export function toClientRequest(values: ClientFilterValues, page: { pageNum: number; pageSize: number }) {
  const [sort, order] = values.sort.split('-') as ['created' | 'name', 'asc' | 'desc']
  return {
    ...page,
    sort,
    order,
    ...(values.q.trim() && { q: values.q.trim() }),
    ...(values.plan && { plan: values.plan as ClientListQuery['plan'] }),
    ...(values.status && { status: values.status as 'ACTIVE' | 'SUSPENDED' }),
  }
}
