import type { UseMutationResult } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { notifications } from '@/lib/notifications'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'

type DeleteDialogProps<V> = {
  /** The icon button's accessible name, naming what goes ("Delete Support"). */
  label: string
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  /** The deletion; a refusal shows in the dialog, which stays open so it is read. */
  mutation: UseMutationResult<unknown, unknown, V>
  /** What the deletion is called with (the id of what goes). */
  variables: V
  /** Said once it is gone. */
  doneMessage: string
  onDeleted?: () => void
}

/** A row's delete button and its confirmation: the deletion is asked first, and said once done. */
export function DeleteDialog<V>({
  label,
  title,
  description,
  confirmLabel,
  mutation,
  variables,
  doneMessage,
  onDeleted,
}: DeleteDialogProps<V>) {
  const [open, setOpen] = useState(false)
  const confirm = () =>
    mutation.mutate(variables, {
      onSuccess: () => {
        setOpen(false)
        notifications.notify(doneMessage, { variant: 'success' })
        onDeleted?.()
      },
    })

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) mutation.reset()
      }}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label}>
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={confirm}
      pending={mutation.isPending}
      error={mutation.error}
      confirmDisabled={mutation.isError}
      destructive
    />
  )
}
