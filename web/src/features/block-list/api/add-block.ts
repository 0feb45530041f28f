import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type BlockAddInput = EndpointInput<typeof endpoints.blockList.add>

/** 409 when the identifier is already blocked; the dialog shows why. */
export const addBlock = (request: BlockAddInput) =>
  api.call(endpoints.blockList.add, request, { notify: false })

export function useAddBlock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blocks'] }),
  })
}
