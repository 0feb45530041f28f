import type { RECYCLE_RESULTS } from '@simlessly/shared'
import { logEndpoints as log } from '@simlessly/shared/endpoints/log'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { queryKey } from './query-key'

export type ProfileLogParams = EndpointInput<typeof log.profile>
export type RecycleLogParams = EndpointInput<typeof log.recycle>
export type RecycleResult = (typeof RECYCLE_RESULTS)[number]

/** Every change and action on a profile, newest first. */
export const listProfileLogs = (params: ProfileLogParams, signal?: AbortSignal) =>
  api.call(log.profile, params, { signal })

export const profileLogsQueryOptions = (params: ProfileLogParams) =>
  queryOptions({
    queryKey: queryKey(log.profile, params),
    queryFn: ({ signal }) => listProfileLogs(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const useProfileLogs = (params: ProfileLogParams) => useQuery(profileLogsQueryOptions(params))

/** Every recycle attempt, newest first. */
export const listRecycleLogs = (params: RecycleLogParams, signal?: AbortSignal) =>
  api.call(log.recycle, params, { signal })

export const recycleLogsQueryOptions = (params: RecycleLogParams) =>
  queryOptions({
    queryKey: queryKey(log.recycle, params),
    queryFn: ({ signal }) => listRecycleLogs(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const useRecycleLogs = (params: RecycleLogParams) => useQuery(recycleLogsQueryOptions(params))
