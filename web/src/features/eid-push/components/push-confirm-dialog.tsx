import { EID_PUSH_LIMIT } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import type { EidPushInput } from '@/api/eid-push'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { PushAvailability } from '../usage'

type PushConfirmDialogProps = {
  /** The checked push waiting for the user's word; the dialog is open while there is one. */
  request: EidPushInput | null
  availability: PushAvailability
  working: boolean
  onCancel: () => void
  onConfirm: () => void
}

/**
 * An EID push is billed and takes one of the beta's uses for good: the user confirms it first, seeing the
 * ICCID, the EID and how many uses are left. The dialog stays open until the server has answered.
 */
export function PushConfirmDialog({
  request,
  availability,
  working,
  onCancel,
  onConfirm,
}: PushConfirmDialogProps) {
  const { t } = useTranslation()
  const limit = availability.state === 'unknown' ? EID_PUSH_LIMIT : availability.limit
  const left =
    availability.state === 'allowed'
      ? ` ${t('eidPush.confirm.left', { count: availability.remaining, after: Math.max(0, availability.remaining - 1) })}`
      : ''
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
      title={t('eidPush.confirm.title', { iccid: request?.iccid, eid: request?.eid })}
      description={`${t('eidPush.confirm.billed', { limit })}${left}`}
      confirmLabel={t('eidPush.confirm.confirm')}
      onConfirm={onConfirm}
      pending={working}
      lockWhilePending
    />
  )
}
