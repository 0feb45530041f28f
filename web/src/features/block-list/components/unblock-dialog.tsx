import type { BlockEntry } from '@simlessly/shared'
import { Unlock } from 'lucide-react'
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
import { useDeleteBlock } from '../api/delete-block'

/** Unblock after a confirmation: generation, EID push and campaigns accept the identifier again. */
export function UnblockDialog({ entry, onUnblocked }: { entry: BlockEntry; onUnblocked: () => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const remove = useDeleteBlock()
  const named = { kind: t(`blockList.kinds.${entry.kind}`), value: entry.value }

  const confirm = () =>
    remove.mutate(
      { kind: entry.kind, value: entry.value },
      {
        onSuccess: () => {
          setOpen(false)
          notifications.notify(t('blockList.unblocked', named), { variant: 'success' })
          onUnblocked()
        },
      },
    )

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) remove.reset()
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('blockList.unblockNamed', named)}>
          <Unlock aria-hidden="true" />
          {t('blockList.unblock')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t('blockList.unblockDialog.title', named)}</AlertDialogTitle>
        <AlertDialogDescription>{t('blockList.unblockDialog.body')}</AlertDialogDescription>
        {remove.isError ? <FormAlert>{errorMessage(remove.error)}</FormAlert> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          {/* Not Radix's Action: that would close the dialog before the server has answered. */}
          <Button onClick={confirm} disabled={remove.isPending || remove.isError}>
            {remove.isPending ? <Spinner /> : null}
            {t('blockList.unblockDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
