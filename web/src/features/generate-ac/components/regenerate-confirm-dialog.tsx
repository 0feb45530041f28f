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

type RegenerateConfirmDialogProps = {
  /** How many profiles would get a new AC; the dialog is open while this is not null. */
  count: number | null
  working: boolean
  onCancel: () => void
  onConfirm: () => void
}

/**
 * The confirmation before the current ACs stop working (seed section 5: undoable actions are confirmed).
 * It stays open while the server works, so the user sees the call is under way.
 */
export function RegenerateConfirmDialog({
  count,
  working,
  onCancel,
  onConfirm,
}: RegenerateConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <AlertDialog
      open={count !== null}
      onOpenChange={(open) => {
        if (!open && !working) onCancel()
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{t('generate.regenerate.confirm.title', { count: count ?? 0 })}</AlertDialogTitle>
        <AlertDialogDescription>{t('generate.regenerate.confirm.body')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={working}>{t('common.cancel')}</AlertDialogCancel>
          {/* Not Radix's Action: that would close the dialog before the server has answered. */}
          <Button className="bg-red-700 text-white hover:bg-red-800" onClick={onConfirm} disabled={working}>
            {working ? <Spinner /> : null}
            {working ? t('generate.regenerate.confirm.working') : t('generate.regenerate.confirm.action')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
