import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

type RegenerateConfirmDialogProps = {
  /** How many profiles would get a new AC; the dialog is open while this is not null. */
  count: number | null
  working: boolean
  onCancel: () => void
  onConfirm: () => void
}

/**
 * The confirmation before the current ACs stop working (actions that cannot be undone ask first). It stays
 * open while the server works, so the user sees the call is under way.
 */
export function RegenerateConfirmDialog({
  count,
  working,
  onCancel,
  onConfirm,
}: RegenerateConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open={count !== null}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
      title={t('generate.regenerate.confirm.title', { count: count ?? 0 })}
      description={t('generate.regenerate.confirm.body')}
      confirmLabel={
        working ? t('generate.regenerate.confirm.working') : t('generate.regenerate.confirm.action')
      }
      onConfirm={onConfirm}
      pending={working}
      destructive
      lockWhilePending
    />
  )
}
