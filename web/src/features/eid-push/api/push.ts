import { type eidPushRequestSchema, eidPushSchema } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api-client'

export type EidPushInput = z.output<typeof eidPushRequestSchema>

/** `POST /api/v1/eidpush/push`: the form shows a refusal (block list, limit, subscription) itself. */
export const pushToEid = (request: EidPushInput) =>
  api.post('/eidpush/push', request, eidPushSchema, { notify: false })

export function usePushToEid() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: pushToEid,
    // Refused or not, the usage and the list may have changed (another tab, the limit reached meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['eid-push'] }),
  })
}
