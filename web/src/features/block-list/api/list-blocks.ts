import { type BlockKind, blockPageSchema } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export type BlockListParams = {
  kind?: BlockKind | undefined
  keyword?: string | undefined
  pageNum: number
  pageSize: number
}

/** `POST /api/v1/block/list`: the enterprise's blocked identifiers, newest first. */
export const listBlocks = (params: BlockListParams, signal?: AbortSignal) =>
  api.post('/block/list', params, blockPageSchema, { signal })

export const blocksQueryOptions = (params: BlockListParams) =>
  queryOptions({
    queryKey: ['blocks', 'list', params],
    queryFn: ({ signal }) => listBlocks(params, signal),
    placeholderData: keepPreviousData,
  })

export const useBlocks = (params: BlockListParams) => useQuery(blocksQueryOptions(params))
