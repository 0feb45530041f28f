import {
  MAX_WEBHOOK_SECRET_GRACE_HOURS,
  type WebhookEndpoint,
  type WebhookEndpointSecret,
} from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useRotateWebhookSecret } from '@/api/webhook'
import { RotateSecretDialog } from '@/components/rotate-secret-dialog'
import { DeleteWebhookDialog } from './delete-webhook-dialog'
import { EditWebhookDialog } from './edit-webhook-dialog'

/** A change asked for in a row's menu that needs a dialog, kept after the row itself may have gone. */
export type ChosenWebhookChange = { action: 'edit' | 'rotate' | 'delete'; endpoint: WebhookEndpoint }

type WebhookActionDialogsProps = {
  chosen: ChosenWebhookChange | null
  onClose: () => void
  /** The endpoint's new signing secret, handed over once. */
  onRotated: (rotated: WebhookEndpointSecret) => void
}

/** The dialog of the change chosen in a row's menu, if any. */
export function WebhookActionDialogs({ chosen, onClose, onRotated }: WebhookActionDialogsProps) {
  if (chosen === null) return null
  const { action, endpoint } = chosen
  if (action === 'edit') return <EditWebhookDialog endpoint={endpoint} onClose={onClose} />
  if (action === 'delete') return <DeleteWebhookDialog endpoint={endpoint} onClose={onClose} />
  return <RotateWebhookDialog endpoint={endpoint} onClose={onClose} onRotated={onRotated} />
}

function RotateWebhookDialog({
  endpoint,
  onClose,
  onRotated,
}: {
  endpoint: WebhookEndpoint
  onClose: () => void
  onRotated: (rotated: WebhookEndpointSecret) => void
}) {
  const { t } = useTranslation()
  const rotate = useRotateWebhookSecret()
  const named = { url: endpoint.url }
  return (
    <RotateSecretDialog
      fieldId={`rotate-webhook-grace-${endpoint.endpointId}`}
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t('webhooks.rotate.title', named)}
      description={t('webhooks.rotate.description', named)}
      max={MAX_WEBHOOK_SECRET_GRACE_HOURS}
      mutation={rotate}
      variables={(graceHours) => ({ endpointId: endpoint.endpointId, graceHours })}
      onRotated={onRotated}
    />
  )
}
