import type { Campaign } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { CampaignForm } from './campaign-form'

type NewCampaignDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  groupId?: string | undefined
  onCreated: (campaign: Campaign) => void
}

/** The new-campaign form in a dialog; a fresh form each time it opens. */
export function NewCampaignDialog({ open, onOpenChange, groupId, onCreated }: NewCampaignDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('campaigns.form.title')}</DialogTitle>
          <DialogDescription>{t('campaigns.form.description')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <CampaignForm groupId={groupId} onCreated={onCreated} onCancel={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
