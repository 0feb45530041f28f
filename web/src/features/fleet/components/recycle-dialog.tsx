import { Recycle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
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
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return
        setOpen(next)
        if (next) action.reset()
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={iccids.length === 0} className="text-red-700">
          <Recycle aria-hidden="true" />
          {t('fleet.bulk.recycle')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t('fleet.recycleDialog.title', { count: iccids.length })}</AlertDialogTitle>
        <AlertDialogDescription>{t('fleet.recycleDialog.body')}</AlertDialogDescription>
        {action.isError ? <FormAlert>{errorMessage(action.error)}</FormAlert> : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={action.isPending}>{t('common.cancel')}</AlertDialogCancel>
          {/* Not Radix's Action: that would close the dialog before the server has answered. */}
          <Button
            className="bg-red-700 text-white hover:bg-red-800"
            onClick={confirm}
            disabled={action.isPending}
          >
            {action.isPending ? <Spinner /> : null}
            {t('fleet.recycleDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
