import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Progress is polled this often while a batch runs. */
export const POLL_MS = 1000

/** A batch's progress, counts and download links. */
export const getBatchInfo = (batchCode: string, signal?: AbortSignal) =>
  api.call(endpoints.batch.info, { batchCode }, { signal })

export function batchInfoQueryOptions(batchCode: string) {
  return queryOptions({
    queryKey: ['batches', 'info', batchCode],
    queryFn: ({ signal }) => getBatchInfo(batchCode, signal),
    // Every second until the batch is complete, then never again (its links are refreshed on click).
    refetchInterval: (query) => (query.state.data?.process === 'COMPLETE' ? false : POLL_MS),
    staleTime: 0,
  })
}

export const useBatchInfo = (batchCode: string) => useQuery(batchInfoQueryOptions(batchCode))
