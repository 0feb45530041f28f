import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type EidPushInput = EndpointInput<typeof endpoints.eidPush.push>

/** The form shows a refusal (block list, limit, subscription) itself. */
export const pushToEid = (request: EidPushInput) =>
  api.call(endpoints.eidPush.push, request, { notify: false })

export function usePushToEid() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: pushToEid,
    // Refused or not, the usage and the list may have changed (another tab, the limit reached meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['eid-push'] }),
  })
}
