import type { Role } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useDeleteRole } from '@/api/role'
import { DeleteDialog } from '@/components/ui/delete-dialog'

/** Delete a custom role after a confirmation; a role members still hold is refused, and the dialog says so. */
export function DeleteRoleDialog({ role, onDeleted }: { role: Role; onDeleted: () => void }) {
  const { t } = useTranslation()
  const remove = useDeleteRole()
  return (
    <DeleteDialog
      label={t('team.roles.deleteNamed', { name: role.name })}
      title={t('team.roles.deleteDialog.title', { name: role.name })}
      description={t('team.roles.deleteDialog.body', { count: role.memberCount })}
      confirmLabel={t('team.roles.deleteDialog.confirm')}
      mutation={remove}
      variables={role.roleId}
      doneMessage={t('team.roles.done.delete', { name: role.name })}
      onDeleted={onDeleted}
    />
  )
}
