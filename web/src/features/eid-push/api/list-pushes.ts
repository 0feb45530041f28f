import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type EidPushListParams = EndpointInput<typeof endpoints.eidPush.list>

/**
 * A push stays PUSHED until the SM-DP+ reports the download (or its failure); while one on the page waits,
 * the list looks again this often.
 */
export const PUSHES_POLL_MS = 15_000

/** The account's pushes, newest first. */
export const listPushes = (params: EidPushListParams, signal?: AbortSignal) =>
  api.call(endpoints.eidPush.list, params, { signal })

export const pushesQueryOptions = (params: EidPushListParams) =>
  queryOptions({
    queryKey: ['eid-push', 'list', params],
    queryFn: ({ signal }) => listPushes(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((push) => push.status === 'PUSHED') ? PUSHES_POLL_MS : false,
  })

export const usePushes = (params: EidPushListParams) => useQuery(pushesQueryOptions(params))
