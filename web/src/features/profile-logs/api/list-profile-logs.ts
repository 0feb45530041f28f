import { type ProfileLogAction, profileLogPageSchema } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export type ProfileLogParams = {
  iccid?: string
  action?: ProfileLogAction | undefined
  from?: number
  to?: number
  pageNum: number
  pageSize: number
}

/** `POST /api/v1/log/profile/list` (Profile_Log_View): every change and action on a profile, newest first. */
export const listProfileLogs = (params: ProfileLogParams, signal?: AbortSignal) =>
  api.post('/log/profile/list', params, profileLogPageSchema, { signal })

export const profileLogsQueryOptions = (params: ProfileLogParams) =>
  queryOptions({
    queryKey: ['logs', 'profile', params],
    queryFn: ({ signal }) => listProfileLogs(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const useProfileLogs = (params: ProfileLogParams) => useQuery(profileLogsQueryOptions(params))
