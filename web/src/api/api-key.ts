import { apiKeyEndpoints as apiKey } from '@simlessly/shared/endpoints/api-key'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { invalidate, queryKey } from './query-key'

export type ApiKeyAddInput = EndpointInput<typeof apiKey.add>
export type ApiKeyRotateInput = EndpointInput<typeof apiKey.rotate>

/** Every API key of the enterprise, without secrets (the server never answers one twice). */
export const listApiKeys = (signal?: AbortSignal) => api.call(apiKey.list, undefined, { signal })

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: queryKey(apiKey.list), queryFn: ({ signal }) => listApiKeys(signal) })

export const useApiKeys = () => useQuery(apiKeysQueryOptions())

/** Creates a key with the ids it may use; the answer is the only one that carries its secret. */
export const addApiKey = (request: ApiKeyAddInput) => api.call(apiKey.add, request, { notify: false })

/** A new secret for a key; the old one keeps signing for the grace period asked. */
export const rotateApiKey = (request: ApiKeyRotateInput) =>
  api.call(apiKey.rotate, request, { notify: false })

/** Revokes a key at once: its next request is refused. The confirmation shows a refusal itself. */
export const revokeApiKey = (accessKey: string) => api.call(apiKey.revoke, { accessKey }, { notify: false })

/**
 * A change to a key; awaited, the dialog shows the secret (or closes) over the list with the change in it.
 * `holdsSecret`: the answer carries a secret, which the mutation cache drops as soon as the dialog has it.
 */
function useKeyChange<T, R>(change: (request: T) => Promise<R>, { holdsSecret }: { holdsSecret: boolean }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    ...(holdsSecret && { gcTime: 0 }),
    onSuccess: () => invalidate(queryClient, apiKey.list),
  })
}

export const useAddApiKey = () => useKeyChange(addApiKey, { holdsSecret: true })
export const useRotateApiKey = () => useKeyChange(rotateApiKey, { holdsSecret: true })
export const useRevokeApiKey = () => useKeyChange(revokeApiKey, { holdsSecret: false })
