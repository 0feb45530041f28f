import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { API_KEYS_QUERY_KEY } from './list-api-keys'

/** Revokes a key at once: its next request is refused. The confirmation shows a refusal itself. */
export const revokeApiKey = (accessKey: string) =>
  api.call(endpoints.apiKey.revoke, { accessKey }, { notify: false })

export function useRevokeApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeApiKey,
    // Awaited: the dialog closes on the list showing the key revoked.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  })
}
