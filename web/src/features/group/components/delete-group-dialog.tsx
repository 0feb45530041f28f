import type { Group } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useDeleteGroup } from '@/api/group'
import { DeleteDialog } from '@/components/ui/delete-dialog'
import { formatCount } from '@/lib/format'

/** Delete a group after a confirmation that says its profiles stay in the fleet. */
export function DeleteGroupDialog({ group, onDeleted }: { group: Group; onDeleted: (group: Group) => void }) {
  const { t } = useTranslation()
  const remove = useDeleteGroup()
  return (
    <DeleteDialog
      label={t('groups.actions.deleteNamed', { name: group.name })}
      title={t('groups.deleteDialog.title', { name: group.name })}
      description={t('groups.deleteDialog.body', { count: group.count, formatted: formatCount(group.count) })}
      confirmLabel={t('groups.deleteDialog.confirm')}
      mutation={remove}
      variables={group.groupId}
      doneMessage={t('groups.deleted', { name: group.name })}
      onDeleted={() => onDeleted(group)}
    />
  )
}
