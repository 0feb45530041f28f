import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { API_KEYS_QUERY_KEY } from './list-api-keys'

export type ApiKeyAddInput = EndpointInput<typeof endpoints.apiKey.add>

/** Creates a key with the ids it may use; the answer is the only one that carries its secret. */
export const addApiKey = (request: ApiKeyAddInput) =>
  api.call(endpoints.apiKey.add, request, { notify: false })

export function useAddApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addApiKey,
    // The answer holds the secret: the mutation cache drops it as soon as the dialog has taken it.
    gcTime: 0,
    // Awaited: the secret shows over the list with the new key in it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  })
}
