import type { FormEventHandler, ReactNode } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './dialog'
import { FormDialogFooter } from './form-dialog-footer'

type FormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it; none when the caller opens it by `open` alone (from a menu). */
  trigger?: ReactNode
  title: ReactNode
  description: ReactNode
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The form's classes (the gap between its fields). */
  formClassName?: string
  /** The form's accessible name, where it needs one. */
  formLabel?: string
  /** The fields. */
  children: ReactNode
  submitLabel: ReactNode
  pending: boolean
  /** The server's refusal that no field shows. */
  error?: ReactNode
  /** The dialog's own classes (a wider one for a long form). */
  contentClassName?: string
}

/** A short form in a dialog: its trigger, title and description, the fields, then Cancel and submit. */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onSubmit,
  formClassName = 'grid gap-4',
  formLabel,
  children,
  submitLabel,
  pending,
  error,
  contentClassName,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={contentClassName}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className={formClassName} aria-label={formLabel}>
          {children}
          <FormDialogFooter
            submitLabel={submitLabel}
            pending={pending}
            onCancel={() => onOpenChange(false)}
            error={error}
          />
        </form>
      </DialogContent>
    </Dialog>
  )
}
