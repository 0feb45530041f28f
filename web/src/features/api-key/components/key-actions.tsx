import type { ApiKey } from '@simlessly/shared'
import { Ban, RefreshCw } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import type { IssuedSecret } from './key-secret-dialog'
import { RevokeKeyDialog } from './revoke-key-dialog'
import { RotateKeyDialog } from './rotate-key-dialog'

type KeyActionsProps = { apiKey: ApiKey; onIssued: (issued: IssuedSecret) => void }

/**
 * Rotate and Revoke for an active key. The dialogs stay mounted when the key stops being active (a revoke's
 * refreshed list arrives before its confirmation has said it is done); only their buttons go.
 */
export function KeyActions({ apiKey, onIssued }: KeyActionsProps) {
  const { t } = useTranslation()
  const rotateButton = useRef<HTMLButtonElement>(null)
  const active = apiKey.status === 'ACTIVE'
  return (
    <div className="flex justify-end gap-2">
      <RotateKeyDialog
        apiKey={apiKey}
        onRotated={(rotated) => onIssued({ ...rotated, kind: 'rotated', returnFocus: rotateButton.current })}
        trigger={
          active ? (
            <Button
              ref={rotateButton}
              variant="outline"
              size="sm"
              aria-label={t('developer.actions.rotateNamed', { name: apiKey.name })}
            >
              <RefreshCw aria-hidden="true" />
              {t('developer.actions.rotate')}
            </Button>
          ) : null
        }
      />
      <RevokeKeyDialog
        apiKey={apiKey}
        trigger={
          active ? (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              aria-label={t('developer.actions.revokeNamed', { name: apiKey.name })}
            >
              <Ban aria-hidden="true" />
              {t('developer.actions.revoke')}
            </Button>
          ) : null
        }
      />
    </div>
  )
}
