import type { WebhookEndpoint } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useTestWebhook, useUpdateWebhook } from '@/api/webhook'
import { notifications } from '@/lib/notifications'

/**
 * The row actions that need no dialog: Pause, Enable and "Send test event". A refusal shows at the top of
 * the page; a test opens the endpoint's log, where its delivery appears.
 */
export function useWebhookCommands({ onTested }: { onTested: (endpoint: WebhookEndpoint) => void }) {
  const { t } = useTranslation()
  const update = useUpdateWebhook({ notify: true })
  const test = useTestWebhook()

  const run = (endpoint: WebhookEndpoint, action: 'pause' | 'enable' | 'test') => {
    const named = { url: endpoint.url }
    if (action === 'test') {
      test.mutate(endpoint.endpointId, {
        onSuccess: () => {
          notifications.notify(t('webhooks.tested', named), { variant: 'success' })
          onTested(endpoint)
        },
      })
      return
    }
    const enabled = action === 'enable'
    update.mutate(
      { endpointId: endpoint.endpointId, enabled },
      {
        onSuccess: () =>
          notifications.notify(t(enabled ? 'webhooks.enabled' : 'webhooks.paused', named), {
            variant: 'success',
          }),
      },
    )
  }
  return { run }
}
