import { Recycle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useFleetAction } from '../api/profile-actions'
import type { ActionOutcome } from './action-outcome'

/**
 * Recycle, after a confirmation (seed section 5): the SM-DP+ takes the profiles back and their ACs stop
 * working, which cannot be undone. The dialog stays open until the server has answered.
 */
export function RecycleDialog({
  iccids,
  onDone,
}: {
  iccids: string[]
  onDone: (outcome: ActionOutcome) => void
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const action = useFleetAction()

  const confirm = () =>
    action.mutate(
      { kind: 'recycle', iccids },
      {
        onSuccess: (result) => {
          setOpen(false)
          onDone({ action: 'recycle', count: iccids.length, result })
        },
      },
    )

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) action.reset()
      }}
      trigger={
        <Button variant="outline" size="sm" disabled={iccids.length === 0} className="text-red-700">
          <Recycle aria-hidden="true" />
          {t('fleet.bulk.recycle')}
        </Button>
      }
      title={t('fleet.recycleDialog.title', { count: iccids.length })}
      description={t('fleet.recycleDialog.body')}
      confirmLabel={t('fleet.recycleDialog.confirm')}
      onConfirm={confirm}
      pending={action.isPending}
      error={action.error}
      destructive
      lockWhilePending
    />
  )
}
