import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput, type EndpointOutput } from '@/lib/api-client'

export type GenerateSingleRequest = EndpointInput<typeof endpoints.generation.single>
export type GeneratedAc = EndpointOutput<typeof endpoints.generation.single>

/** One AC now. The form shows failures under its fields or above the button. */
export const generateSingle = (request: GenerateSingleRequest) =>
  api.call(endpoints.generation.single, request, { notify: false })

export function useGenerateSingle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateSingle,
    // A single AC is a batch of one: the logs list it, and its configuration is now in use.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['batches'] }),
  })
}
