import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type ProfileLogParams = EndpointInput<typeof endpoints.log.profile>

/** Every change and action on a profile, newest first. */
export const listProfileLogs = (params: ProfileLogParams, signal?: AbortSignal) =>
  api.call(endpoints.log.profile, params, { signal })

export const profileLogsQueryOptions = (params: ProfileLogParams) =>
  queryOptions({
    queryKey: ['logs', 'profile', params],
    queryFn: ({ signal }) => listProfileLogs(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const useProfileLogs = (params: ProfileLogParams) => useQuery(profileLogsQueryOptions(params))
