import type { ProfileConfig } from '@simlessly/shared'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notifications } from '@/lib/notifications'
import { useDeleteConfig } from '../api/delete-config'

/**
 * Delete, after a confirmation. A configuration that generated profiles cannot go: the server's reason is
 * shown in the dialog, which stays open so the user reads it.
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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) remove.reset()
      }}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('configs.actions.deleteNamed', { name: config.name })}
        >
          <Trash2 aria-hidden="true" className="text-red-700" />
        </Button>
      }
      title={t('configs.deleteDialog.title', { name: config.name })}
      description={t('configs.deleteDialog.body')}
      confirmLabel={t('configs.deleteDialog.confirm')}
      onConfirm={confirm}
      pending={remove.isPending}
      error={remove.error}
      confirmDisabled={remove.isError}
      destructive
    />
  )
}
