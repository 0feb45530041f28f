import type { Group } from '@simlessly/shared'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { formatCount } from '@/lib/format'
import { notifications } from '@/lib/notifications'
import { useDeleteGroup } from '../api/save-group'

/** Delete a group after a confirmation that says its profiles stay in the fleet. */
export function DeleteGroupDialog({ group, onDeleted }: { group: Group; onDeleted: (group: Group) => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const remove = useDeleteGroup()

  const confirm = () =>
    remove.mutate(group.groupId, {
      onSuccess: () => {
        setOpen(false)
        notifications.notify(t('groups.deleted', { name: group.name }), { variant: 'success' })
        onDeleted(group)
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
          aria-label={t('groups.actions.deleteNamed', { name: group.name })}
        >
          <Trash2 aria-hidden="true" className="text-red-700" />
        </Button>
      }
      title={t('groups.deleteDialog.title', { name: group.name })}
      description={t('groups.deleteDialog.body', { count: group.count, formatted: formatCount(group.count) })}
      confirmLabel={t('groups.deleteDialog.confirm')}
      onConfirm={confirm}
      pending={remove.isPending}
      error={remove.error}
      destructive
    />
  )
}
