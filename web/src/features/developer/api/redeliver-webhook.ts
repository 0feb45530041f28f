import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { webhookDeliveriesQueryKey } from './list-webhook-deliveries'

export type WebhookRedeliverInput = EndpointInput<typeof endpoints.webhook.redeliver>

/** Sends a delivery again now, with the same webhook-id so the receiver can tell it is a repeat. */
export const redeliverWebhook = (request: WebhookRedeliverInput) =>
  api.call(endpoints.webhook.redeliver, request)

export function useRedeliverWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: redeliverWebhook,
    onSuccess: (_, { endpointId }) =>
      queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(endpointId) }),
  })
}
