import { useTranslation } from 'react-i18next'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
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
    <AlertDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open && !working) onCancel()
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>
          {request?.iccids
            ? t('campaigns.recycleDialog.titleIccids', { count: request.iccids.length })
            : t('campaigns.recycleDialog.titleGroup')}
        </AlertDialogTitle>
        <AlertDialogDescription>
          {t(request?.startAt ? 'campaigns.recycleDialog.bodyLater' : 'campaigns.recycleDialog.body')}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={working}>{t('common.cancel')}</AlertDialogCancel>
          {/* Not Radix's Action: that would close the dialog before the server has answered. */}
          <Button
            type="button"
            className="bg-red-700 text-white hover:bg-red-800"
            onClick={onConfirm}
            disabled={working}
          >
            {working ? <Spinner /> : null}
            {t('campaigns.recycleDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
