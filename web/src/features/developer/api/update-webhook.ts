import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { WEBHOOK_LIST_QUERY_KEY } from './list-webhooks'

export type WebhookUpdateInput = EndpointInput<typeof endpoints.webhook.update>

/** Changes an endpoint's URL, description or events, or pauses and enables it. */
export const updateWebhook = (request: WebhookUpdateInput, notify = false) =>
  api.call(endpoints.webhook.update, request, { notify })

/**
 * `notify`: whether a refusal shows at the top of the page; the edit dialog shows its own, Pause and Enable
 * have no dialog to show one in.
 */
export function useUpdateWebhook({ notify = false }: { notify?: boolean } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: WebhookUpdateInput) => updateWebhook(request, notify),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_LIST_QUERY_KEY }),
  })
}
