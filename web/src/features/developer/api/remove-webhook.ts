import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { webhookDeliveriesQueryKey } from './list-webhook-deliveries'
import { WEBHOOK_LIST_QUERY_KEY } from './list-webhooks'

/** Deletes an endpoint; its pending deliveries are not sent. The confirmation shows a refusal itself. */
export const removeWebhook = (endpointId: string) =>
  api.call(endpoints.webhook.remove, { endpointId }, { notify: false })

export function useRemoveWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeWebhook,
    onSuccess: (_, endpointId) => {
      queryClient.removeQueries({ queryKey: webhookDeliveriesQueryKey(endpointId) })
      // Awaited: the dialog closes on the list without the endpoint.
      return queryClient.invalidateQueries({ queryKey: WEBHOOK_LIST_QUERY_KEY })
    },
  })
}
