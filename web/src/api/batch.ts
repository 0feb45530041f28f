import { batchEndpoints as batch } from '@simlessly/shared/endpoints/batch'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { queryKey } from './query-key'

export type BatchListParams = EndpointInput<typeof batch.list>

/** The list is polled this often while a batch on the page is still processing, a batch while it runs. */
export const BATCH_POLL_MS = 1000
/**
 * A running batch is polled this often until its first ACs are in (at most FIRST_AC_POLLS times): the
 * first chunk is done about two seconds after the upload, and a 1 s poll would add half a second on average.
 */
export const FIRST_AC_POLL_MS = 250
export const FIRST_AC_POLLS = 40

/** The enterprise's batches, newest first. */
export const listBatches = (params: BatchListParams, signal?: AbortSignal) =>
  api.call(batch.list, params, { signal })

export const batchesQueryOptions = (params: BatchListParams) =>
  queryOptions({
    queryKey: queryKey(batch.list, params),
    queryFn: ({ signal }) => listBatches(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.list.some((each) => each.process === 'PROCESSING') ? BATCH_POLL_MS : false,
  })

export const useBatches = (params: BatchListParams) => useQuery(batchesQueryOptions(params))

/** A batch's progress, counts and fresh download links. */
/** With a running batch's finished chunks' links (`parts`), which the progress panel offers. */
export const getBatchInfo = (batchCode: string, signal?: AbortSignal) =>
  api.call(batch.info, { batchCode, withParts: true }, { signal })

export const batchInfoQueryOptions = (batchCode: string) =>
  queryOptions({
    queryKey: queryKey(batch.info, { batchCode }),
    queryFn: ({ signal }) => getBatchInfo(batchCode, signal),
    // Every second until the batch is complete (sooner until its first ACs are in), then never again
    // (its links are refreshed on click).
    refetchInterval: ({ state }) => {
      if (state.data?.process === 'COMPLETE') return false
      const waitingForFirst = (state.data?.success ?? 0) === 0 && state.dataUpdateCount < FIRST_AC_POLLS
      return waitingForFirst ? FIRST_AC_POLL_MS : BATCH_POLL_MS
    },
    staleTime: 0,
  })

export const useBatchInfo = (batchCode: string) => useQuery(batchInfoQueryOptions(batchCode))

/** What a new batch changes: the logs list it, and its configuration is now in use. */
export const BATCH_READS = [batch.list, batch.info] as const
