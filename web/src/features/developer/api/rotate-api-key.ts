import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { API_KEYS_QUERY_KEY } from './list-api-keys'

export type ApiKeyRotateInput = EndpointInput<typeof endpoints.apiKey.rotate>

/** A new secret for a key; the old one keeps signing for the grace period asked. */
export const rotateApiKey = (request: ApiKeyRotateInput) =>
  api.call(endpoints.apiKey.rotate, request, { notify: false })

export function useRotateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rotateApiKey,
    // The answer holds the new secret: the mutation cache drops it as soon as the dialog has taken it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  })
}
