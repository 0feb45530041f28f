import { type RECYCLE_RESULTS, recycleLogPageSchema } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export type RecycleResult = (typeof RECYCLE_RESULTS)[number]

export type RecycleLogParams = {
  iccid?: string
  result?: RecycleResult | undefined
  from?: number
  to?: number
  pageNum: number
  pageSize: number
}

/** `POST /api/v1/log/recycle/list` (Recycle_Log_View): every recycle attempt, newest first. */
export const listRecycleLogs = (params: RecycleLogParams, signal?: AbortSignal) =>
  api.post('/log/recycle/list', params, recycleLogPageSchema, { signal })

export const recycleLogsQueryOptions = (params: RecycleLogParams) =>
  queryOptions({
    queryKey: ['logs', 'recycle', params],
    queryFn: ({ signal }) => listRecycleLogs(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const useRecycleLogs = (params: RecycleLogParams) => useQuery(recycleLogsQueryOptions(params))
