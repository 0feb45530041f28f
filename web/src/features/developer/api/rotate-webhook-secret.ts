import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { WEBHOOK_LIST_QUERY_KEY } from './list-webhooks'

export type WebhookRotateInput = EndpointInput<typeof endpoints.webhook.rotate>

/** A new signing secret; deliveries carry the old secret's signature too for the grace period asked. */
export const rotateWebhookSecret = (request: WebhookRotateInput) =>
  api.call(endpoints.webhook.rotate, request, { notify: false })

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rotateWebhookSecret,
    // The answer holds the new secret: the mutation cache drops it as soon as the dialog has taken it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_LIST_QUERY_KEY }),
  })
}
