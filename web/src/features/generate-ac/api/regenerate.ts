import { type regenerateRequestSchema, regenerateResponseSchema } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api-client'

export type RegenerateRequest = z.output<typeof regenerateRequestSchema>
export type RegenerateResult = z.output<typeof regenerateResponseSchema>
export type RegenerateOutcome = RegenerateResult['results'][number]

/**
 * `POST /api/v1/ac/regenerate`: new ACs for profiles already generated, or the reason per ICCID. The form
 * shows a failure of the whole call itself.
 */
export const regenerate = (request: RegenerateRequest) =>
  api.post('/ac/regenerate', request, regenerateResponseSchema, { notify: false })

export function useRegenerate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: regenerate,
    // Recorded as a RE_GENERATE batch: the logs list it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['batches'] }),
  })
}
