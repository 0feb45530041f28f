import { type generateSingleRequestSchema, generateSingleResponseSchema } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api-client'

export type GenerateSingleRequest = z.output<typeof generateSingleRequestSchema>
export type GeneratedAc = z.output<typeof generateSingleResponseSchema>

/** `POST /api/v1/ac/generate`: one AC now. The form shows failures under its fields or above the button. */
export const generateSingle = (request: GenerateSingleRequest) =>
  api.post('/ac/generate', request, generateSingleResponseSchema, { notify: false })

export function useGenerateSingle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateSingle,
    // A single AC is a batch of one: the logs list it, and its configuration is now in use.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['batches'] }),
  })
}
