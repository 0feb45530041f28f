import type { ProfileConfig } from '@simlessly/shared'
import { Trash2 } from 'lucide-react'
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
import { notifications } from '@/lib/notifications'
import { useDeleteConfig } from '../api/delete-config'

/**
 * Delete, after a confirmation (seed section 5). A configuration that generated profiles cannot go: the
 * server's reason is shown in the dialog, which stays open so the user reads it.
 */
export function DeleteConfigDialog({ config, onDeleted }: { config: ProfileConfig; onDeleted: () => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const remove = useDeleteConfig()

  const confirm = () =>
    remove.mutate(config.configId, {
      onSuccess: () => {
        setOpen(false)
        notifications.notify(t('configs.deleted', { name: config.name }), { variant: 'success' })
        onDeleted()
      },
    })

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) remove.reset()
      }}
    >
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('configs.actions.deleteNamed', { name: config.name })}
        >
          <Trash2 aria-hidden="true" className="text-red-700" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t('configs.deleteDialog.title', { name: config.name })}</AlertDialogTitle>
        <AlertDialogDescription>{t('configs.deleteDialog.body')}</AlertDialogDescription>
        {remove.isError ? <FormAlert>{errorMessage(remove.error)}</FormAlert> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          {/* Not Radix's Action: that would close the dialog before the server has answered. */}
          <Button
            className="bg-red-700 text-white hover:bg-red-800"
            onClick={confirm}
            disabled={remove.isPending || remove.isError}
          >
            {remove.isPending ? <Spinner /> : null}
            {t('configs.deleteDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
