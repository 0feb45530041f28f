import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput, type EndpointOutput } from '@/lib/api-client'

export type RegenerateRequest = EndpointInput<typeof endpoints.generation.regenerate>
export type RegenerateResult = EndpointOutput<typeof endpoints.generation.regenerate>
export type RegenerateOutcome = RegenerateResult['results'][number]

/**
 * New ACs for profiles already generated, or the reason per ICCID. The form
 * shows a failure of the whole call itself.
 */
export const regenerate = (request: RegenerateRequest) =>
  api.call(endpoints.generation.regenerate, request, { notify: false })

export function useRegenerate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: regenerate,
    // Recorded as a RE_GENERATE batch: the logs list it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['batches'] }),
  })
}
