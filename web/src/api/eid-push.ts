import { eidPushEndpoints as eidPush } from '@simlessly/shared/endpoints/eid-push'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { invalidate, queryKey } from './query-key'

export type EidPushListParams = EndpointInput<typeof eidPush.list>
export type EidPushInput = EndpointInput<typeof eidPush.push>

/**
 * A push stays PUSHED until the SM-DP+ reports the download (or its failure); while one on the page waits,
 * the list looks again this often.
 */
export const PUSHES_POLL_MS = 15_000

/** Pushes used of the beta's limit, and whether the account may push now. */
export const getEidPushUsage = (signal?: AbortSignal) => api.call(eidPush.usage, undefined, { signal })

export const eidPushUsageQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(eidPush.usage),
    queryFn: ({ signal }) => getEidPushUsage(signal),
    staleTime: 0,
  })

/** Asked only when `enabled`: a role without EidPush_View is refused it. */
export const useEidPushUsage = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...eidPushUsageQueryOptions(), enabled })

/** The account's pushes, newest first. */
export const listPushes = (params: EidPushListParams, signal?: AbortSignal) =>
  api.call(eidPush.list, params, { signal })

export const pushesQueryOptions = (params: EidPushListParams) =>
  queryOptions({
    queryKey: queryKey(eidPush.list, params),
    queryFn: ({ signal }) => listPushes(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((push) => push.status === 'PUSHED') ? PUSHES_POLL_MS : false,
  })

export const usePushes = (params: EidPushListParams) => useQuery(pushesQueryOptions(params))

/** The form shows a refusal (block list, limit, subscription) itself. */
export const pushToEid = (request: EidPushInput) => api.call(eidPush.push, request, { notify: false })

export function usePushToEid() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: pushToEid,
    // Refused or not, the usage and the list may have changed (another tab, the limit reached meanwhile).
    onSettled: () => invalidate(queryClient, eidPush.usage, eidPush.list),
  })
}
