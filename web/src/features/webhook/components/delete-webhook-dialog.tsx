import type { WebhookEndpoint } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useRemoveWebhook } from '@/api/webhook'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notifications } from '@/lib/notifications'

type DeleteWebhookDialogProps = { endpoint: WebhookEndpoint; onClose: () => void }

/** Asks before deleting an endpoint, naming its URL and saying what waits for it is not sent. */
export function DeleteWebhookDialog({ endpoint, onClose }: DeleteWebhookDialogProps) {
  const { t } = useTranslation()
  const remove = useRemoveWebhook()
  const named = { url: endpoint.url }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t('webhooks.delete.title', named)}
      description={t('webhooks.delete.body', named)}
      confirmLabel={t('webhooks.delete.confirm')}
      onConfirm={() =>
        remove.mutate(endpoint.endpointId, {
          onSuccess: () => {
            notifications.notify(t('webhooks.delete.done', named), { variant: 'success' })
            onClose()
          },
        })
      }
      pending={remove.isPending}
      error={remove.error}
      confirmDisabled={remove.isError}
      destructive
      lockWhilePending
    />
  )
}
