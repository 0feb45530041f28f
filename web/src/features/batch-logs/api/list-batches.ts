import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type BatchListParams = EndpointInput<typeof endpoints.batch.list>

/** Polled this often while any batch on the page is still processing. */
export const LOGS_POLL_MS = 1000

/** The enterprise's batches, newest first. */
export const listBatches = (params: BatchListParams, signal?: AbortSignal) =>
  api.call(endpoints.batch.list, params, { signal })

export function batchesQueryOptions(params: BatchListParams) {
  return queryOptions({
    queryKey: ['batches', 'list', params],
    queryFn: ({ signal }) => listBatches(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.list.some((batch) => batch.process === 'PROCESSING') ? LOGS_POLL_MS : false,
  })
}

export const useBatches = (params: BatchListParams) => useQuery(batchesQueryOptions(params))

/** One batch with fresh download links. */
export const getBatchInfo = (batchCode: string) => api.call(endpoints.batch.info, { batchCode })
