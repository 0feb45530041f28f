import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { CampaignRequest } from '../campaign-form-values'

type RecycleConfirmDialogProps = {
  /** The checked request waiting for the user's word; the dialog is open while there is one. */
  request: CampaignRequest | null
  working: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** Recycling takes each profile back from the SM-DP+ for good: the user confirms before it is queued. */
export function RecycleConfirmDialog({ request, working, onCancel, onConfirm }: RecycleConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
      title={
        request?.iccids
          ? t('campaigns.recycleDialog.titleIccids', { count: request.iccids.length })
          : t('campaigns.recycleDialog.titleGroup')
      }
      description={t(request?.startAt ? 'campaigns.recycleDialog.bodyLater' : 'campaigns.recycleDialog.body')}
      confirmLabel={t('campaigns.recycleDialog.confirm')}
      onConfirm={onConfirm}
      pending={working}
      destructive
      lockWhilePending
    />
  )
}
