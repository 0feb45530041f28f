import { endpoints, type RECYCLE_RESULTS } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type RecycleResult = (typeof RECYCLE_RESULTS)[number]

export type RecycleLogParams = EndpointInput<typeof endpoints.log.recycle>

/** Every recycle attempt, newest first. */
export const listRecycleLogs = (params: RecycleLogParams, signal?: AbortSignal) =>
  api.call(endpoints.log.recycle, params, { signal })

export const recycleLogsQueryOptions = (params: RecycleLogParams) =>
  queryOptions({
    queryKey: ['logs', 'recycle', params],
    queryFn: ({ signal }) => listRecycleLogs(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const useRecycleLogs = (params: RecycleLogParams) => useQuery(recycleLogsQueryOptions(params))
