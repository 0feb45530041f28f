import type { UseMutationResult } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from './button'
import { ConfirmMutationDialog } from './confirm-mutation-dialog'

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
export function DeleteDialog<V>({ label, onDeleted, ...confirm }: DeleteDialogProps<V>) {
  return (
    <ConfirmMutationDialog
      {...confirm}
      onDone={() => onDeleted?.()}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label}>
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      }
      destructive
    />
  )
}
