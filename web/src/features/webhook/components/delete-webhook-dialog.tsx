import type { WebhookEndpoint } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useRemoveWebhook } from '@/api/webhook'
import { ConfirmMutationDialog } from '@/components/ui/confirm-mutation-dialog'

type DeleteWebhookDialogProps = { endpoint: WebhookEndpoint; onClose: () => void }

/** Asks before deleting an endpoint, naming its URL and saying what waits for it is not sent. */
export function DeleteWebhookDialog({ endpoint, onClose }: DeleteWebhookDialogProps) {
  const { t } = useTranslation()
  const remove = useRemoveWebhook()
  const named = { url: endpoint.url }
  return (
    <ConfirmMutationDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      mutation={remove}
      variables={endpoint.endpointId}
      doneMessage={t('webhooks.delete.done', named)}
      title={t('webhooks.delete.title', named)}
      description={t('webhooks.delete.body', named)}
      confirmLabel={t('webhooks.delete.confirm')}
      destructive
      lockWhilePending
    />
  )
}
