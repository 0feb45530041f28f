import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { WEBHOOK_LIST_QUERY_KEY } from './list-webhooks'

export type WebhookAddInput = EndpointInput<typeof endpoints.webhook.add>

/** Adds an endpoint; the answer is the only one that carries its signing secret. */
export const addWebhook = (request: WebhookAddInput) =>
  api.call(endpoints.webhook.add, request, { notify: false })

export function useAddWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addWebhook,
    // The answer holds the secret: the mutation cache drops it as soon as the dialog has taken it.
    gcTime: 0,
    // Awaited: the secret shows over the list with the new endpoint in it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_LIST_QUERY_KEY }),
  })
}
