import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { webhookDeliveriesQueryKey } from './list-webhook-deliveries'

/** Sends the endpoint a webhook.test event; the answer is its delivery, which the log then shows. */
export const testWebhook = (endpointId: string) => api.call(endpoints.webhook.test, { endpointId })

export function useTestWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: testWebhook,
    onSuccess: (_, endpointId) =>
      queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(endpointId) }),
  })
}
