import { eidPushUsageSchema } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** `GET /api/v1/eidpush/usage`: pushes used of the beta's limit, and whether the account may push now. */
export const getEidPushUsage = (signal?: AbortSignal) =>
  api.get('/eidpush/usage', eidPushUsageSchema, { signal })

export const eidPushUsageQueryOptions = () =>
  queryOptions({
    queryKey: ['eid-push', 'usage'],
    queryFn: ({ signal }) => getEidPushUsage(signal),
    staleTime: 0,
  })

export const useEidPushUsage = () => useQuery(eidPushUsageQueryOptions())
