import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Pushes used of the beta's limit, and whether the account may push now. */
export const getEidPushUsage = (signal?: AbortSignal) =>
  api.call(endpoints.eidPush.usage, undefined, { signal })

export const eidPushUsageQueryOptions = () =>
  queryOptions({
    queryKey: ['eid-push', 'usage'],
    queryFn: ({ signal }) => getEidPushUsage(signal),
    staleTime: 0,
  })

/** Asked only when `enabled`: a role without EidPush_View is refused it. */
export const useEidPushUsage = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...eidPushUsageQueryOptions(), enabled })
