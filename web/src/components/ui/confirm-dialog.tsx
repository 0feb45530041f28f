import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrorMessage } from '@/lib/error-message'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog'
import { Button } from './button'
import { FormAlert } from './form-alert'
import { Spinner } from './spinner'

type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it; none when the caller opens it by `open` alone. */
  trigger?: ReactNode
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  /** Defaults to "Cancel". */
  cancelLabel?: ReactNode
  onConfirm: () => void
  /** The server is working: the confirm button shows a spinner and is disabled. */
  pending: boolean
  /** The server's refusal (the error itself), shown above the buttons (`null` when there is none). */
  error?: unknown
  /** Disabled for another reason than `pending` (a refusal that a retry would not change). */
  confirmDisabled?: boolean
  /** What cannot be undone: a red confirm button. */
  destructive?: boolean
  /** Neither Escape nor Cancel closes it while `pending`, so the user sees the call through. */
  lockWhilePending?: boolean
}

/**
 * The confirmation of an action (deletions and actions that cannot be undone ask first). It stays open until
 * the caller closes it, so a failure is read in the dialog rather than lost.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending,
  error = null,
  confirmDisabled = false,
  destructive = false,
  lockWhilePending = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const locked = lockWhilePending && pending
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!locked) onOpenChange(next)
      }}
    >
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {error ? <FormAlert>{formErrorMessage(error)}</FormAlert> : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={locked}>{cancelLabel ?? t('common.cancel')}</AlertDialogCancel>
          {/* Not Radix's Action: that would close the dialog before the server has answered. */}
          <Button
            type="button"
            className={
              destructive ? 'bg-destructive text-destructive-foreground hover:bg-destructive/90' : undefined
            }
            onClick={onConfirm}
            disabled={pending || confirmDisabled}
          >
            {pending ? <Spinner /> : null}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
