import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type BlockListParams = EndpointInput<typeof endpoints.blockList.list>

/** The enterprise's blocked identifiers, newest first. */
export const listBlocks = (params: BlockListParams, signal?: AbortSignal) =>
  api.call(endpoints.blockList.list, params, { signal })

export const blocksQueryOptions = (params: BlockListParams) =>
  queryOptions({
    queryKey: ['blocks', 'list', params],
    queryFn: ({ signal }) => listBlocks(params, signal),
    placeholderData: keepPreviousData,
  })

export const useBlocks = (params: BlockListParams) => useQuery(blocksQueryOptions(params))
