import type { UseMutationResult } from '@tanstack/react-query'
import { type ComponentProps, useState } from 'react'
import { notifications } from '@/lib/notifications'
import { ConfirmDialog } from './confirm-dialog'

type ConfirmMutationDialogProps<TData, V> = Omit<
  ComponentProps<typeof ConfirmDialog>,
  'open' | 'onOpenChange' | 'onConfirm' | 'pending' | 'error' | 'confirmDisabled'
> & {
  /** The action asked for; its refusal shows in the dialog, which stays open so it is read. */
  mutation: UseMutationResult<TData, unknown, V>
  /** What the action is called with. */
  variables: V
  /** Said once done (nothing when the caller says it in `onDone`). */
  doneMessage?: string | ((done: TData) => string)
  onDone?: (done: TData) => void
  /** Opened by the caller rather than by `trigger` (a menu item); closing calls `onOpenChange(false)`. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** A refusal leaves Confirm enabled, for one a retry may change (default: disabled until reopened). */
  retryable?: boolean
}

/**
 * A confirmation that runs one mutation: it opens clean, closes and says so once the server has done it, and
 * keeps a refusal in view until it is closed (the mutation is reset on closing, so it opens clean again).
 */
export function ConfirmMutationDialog<TData, V>({
  mutation,
  variables,
  doneMessage,
  onDone,
  open: openByCaller,
  onOpenChange,
  retryable = false,
  ...dialog
}: ConfirmMutationDialogProps<TData, V>) {
  const [ownOpen, setOwnOpen] = useState(false)
  const open = openByCaller ?? ownOpen
  const changeOpen = (next: boolean) => {
    if (openByCaller === undefined) setOwnOpen(next)
    onOpenChange?.(next)
    if (!next) mutation.reset()
  }
  const confirm = () =>
    mutation.mutate(variables, {
      onSuccess: (done) => {
        changeOpen(false)
        const message = typeof doneMessage === 'function' ? doneMessage(done) : doneMessage
        if (message) notifications.notify(message, { variant: 'success' })
        onDone?.(done)
      },
    })
  return (
    <ConfirmDialog
      {...dialog}
      open={open}
      onOpenChange={changeOpen}
      onConfirm={confirm}
      pending={mutation.isPending}
      error={mutation.error}
      confirmDisabled={mutation.isError && !retryable}
    />
  )
}
