import { type ApiKey, type ApiKeySecret, MAX_ROTATION_GRACE_HOURS } from '@simlessly/shared'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRotateApiKey } from '@/api/api-key'
import { RotateSecretDialog } from '@/components/rotate-secret-dialog'

type RotateKeyDialogProps = {
  apiKey: ApiKey
  trigger: ReactNode
  /** The key's new secret, handed over once; this dialog keeps no copy. */
  onRotated: (rotated: ApiKeySecret) => void
}

/** Asks before giving a key a new secret, and for how many hours the old secret keeps signing. */
export function RotateKeyDialog({ apiKey, trigger, onRotated }: RotateKeyDialogProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const rotate = useRotateApiKey()
  const named = { name: apiKey.name, accessKey: apiKey.accessKey }
  return (
    <RotateSecretDialog
      fieldId={`rotate-grace-${apiKey.accessKey}`}
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={t('developer.rotate.title', named)}
      description={t('developer.rotate.description', named)}
      max={MAX_ROTATION_GRACE_HOURS}
      mutation={rotate}
      variables={(graceHours) => ({ accessKey: apiKey.accessKey, graceHours })}
      onRotated={onRotated}
    />
  )
}
