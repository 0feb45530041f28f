import { batchSchema, pageSchema } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export type BatchListParams = { pageNum: number; pageSize: number }

const batchPageSchema = pageSchema(batchSchema)

/** Polled this often while any batch on the page is still processing. */
export const LOGS_POLL_MS = 1000

/** `POST /api/v1/batch/list`: the enterprise's batches, newest first. */
export const listBatches = (params: BatchListParams, signal?: AbortSignal) =>
  api.post('/batch/list', params, batchPageSchema, { signal })

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

/** `POST /api/v1/batch/info`: one batch with fresh download links. */
export const getBatchInfo = (batchCode: string) => api.post('/batch/info', { batchCode }, batchSchema)
