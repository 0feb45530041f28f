import { Recycle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { ActionOutcome } from './action-outcome'
import { useSelectionDialog } from './use-selection-dialog'

/**
 * Recycle, after a confirmation: the SM-DP+ takes the profiles back and their ACs stop working, which cannot
 * be undone. The dialog stays open until the server has answered.
 */
export function RecycleDialog({
  iccids,
  onDone,
}: {
  iccids: string[]
  onDone: (outcome: ActionOutcome) => void
}) {
  const { t } = useTranslation()
  const { open, onOpenChange, action, run } = useSelectionDialog(onDone)

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm" disabled={iccids.length === 0} className="text-destructive">
          <Recycle aria-hidden="true" />
          {t('fleet.bulk.recycle')}
        </Button>
      }
      title={t('fleet.recycleDialog.title', { count: iccids.length })}
      description={t('fleet.recycleDialog.body')}
      confirmLabel={t('fleet.recycleDialog.confirm')}
      onConfirm={() => run({ kind: 'recycle', iccids })}
      pending={action.isPending}
      error={action.error}
      destructive
      lockWhilePending
    />
  )
}
