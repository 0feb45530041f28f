import type { Group } from '@simlessly/shared'
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
          aria-label={t('groups.actions.deleteNamed', { name: group.name })}
        >
          <Trash2 aria-hidden="true" className="text-red-700" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t('groups.deleteDialog.title', { name: group.name })}</AlertDialogTitle>
        <AlertDialogDescription>
          {t('groups.deleteDialog.body', { count: group.count, formatted: formatCount(group.count) })}
        </AlertDialogDescription>
        {remove.isError ? <FormAlert>{errorMessage(remove.error)}</FormAlert> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          {/* Not Radix's Action: that would close the dialog before the server has answered. */}
          <Button
            className="bg-red-700 text-white hover:bg-red-800"
            onClick={confirm}
            disabled={remove.isPending}
          >
            {remove.isPending ? <Spinner /> : null}
            {t('groups.deleteDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
