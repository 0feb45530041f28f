import { blockListEndpoints as blockList } from '@simlessly/shared/endpoints/block-list'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { invalidate, queryKey } from './query-key'

export type BlockListParams = EndpointInput<typeof blockList.list>
export type BlockAddInput = EndpointInput<typeof blockList.add>

/** The enterprise's blocked identifiers, newest first. */
export const listBlocks = (params: BlockListParams, signal?: AbortSignal) =>
  api.call(blockList.list, params, { signal })

export const blocksQueryOptions = (params: BlockListParams) =>
  queryOptions({
    queryKey: queryKey(blockList.list, params),
    queryFn: ({ signal }) => listBlocks(params, signal),
    placeholderData: keepPreviousData,
  })

export const useBlocks = (params: BlockListParams) => useQuery(blocksQueryOptions(params))

/** 409 when the identifier is already blocked; the dialog shows why. */
export const addBlock = (request: BlockAddInput) => api.call(blockList.add, request, { notify: false })

/** Unblock; the confirmation dialog shows a failure itself. */
export const deleteBlock = (ref: EndpointInput<typeof blockList.delete>) =>
  api.call(blockList.delete, ref, { notify: false })

export function useAddBlock() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: addBlock, onSuccess: () => invalidate(queryClient, blockList.list) })
}

export function useDeleteBlock() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteBlock, onSuccess: () => invalidate(queryClient, blockList.list) })
}
