import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

/** Unblock; the confirmation dialog shows a failure itself. */
export const deleteBlock = (ref: EndpointInput<typeof endpoints.blockList.delete>) =>
  api.call(endpoints.blockList.delete, ref, { notify: false })

export function useDeleteBlock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blocks'] }),
  })
}
