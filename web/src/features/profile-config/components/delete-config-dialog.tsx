import type { ProfileConfig } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useDeleteConfig } from '@/api/profile-config'
import { DeleteDialog } from '@/components/ui/delete-dialog'

/**
 * Delete, after a confirmation. A configuration that generated profiles cannot go: the server's reason is
 * shown in the dialog, which stays open so the user reads it.
 */
export function DeleteConfigDialog({ config, onDeleted }: { config: ProfileConfig; onDeleted: () => void }) {
  const { t } = useTranslation()
  const remove = useDeleteConfig()
  return (
    <DeleteDialog
      label={t('configs.actions.deleteNamed', { name: config.name })}
      title={t('configs.deleteDialog.title', { name: config.name })}
      description={t('configs.deleteDialog.body')}
      confirmLabel={t('configs.deleteDialog.confirm')}
      mutation={remove}
      variables={config.configId}
      doneMessage={t('configs.deleted', { name: config.name })}
      onDeleted={onDeleted}
    />
  )
}
