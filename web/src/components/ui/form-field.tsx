import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { translateValidation } from '@/lib/validation-message'
import { Label } from './label'

/** What a form control needs to be tied to its label, hint and message. */
export type ControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

type FormFieldProps = {
  id: string
  label: ReactNode
  /** The raw message of the field's error (from the schema or the server), translated here. */
  error?: string | undefined
  hint?: ReactNode
  /** Ids of other messages about the control, such as a warning shown under it. */
  describedBy?: string | undefined
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** A label, the control, an optional hint and the field's own message right under it. */
export function FormField({
  id,
  label,
  error,
  hint,
  describedBy: more,
  className,
  children,
}: FormFieldProps) {
  const message = translateValidation(error)
  // A hint that says exactly what the error says (the password rule) is shown once, as the error.
  const shownHint = message !== undefined && hint === message ? undefined : hint
  const hintId = shownHint ? `${id}-hint` : undefined
  const errorId = message ? `${id}-error` : undefined
  const describedBy = [hintId, errorId, more].filter(Boolean).join(' ') || undefined
  return (
    <div data-slot="form-field" className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(message), 'aria-describedby': describedBy })}
      {shownHint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {shownHint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="text-destructive text-sm">
          {message}
        </p>
      ) : null}
    </div>
  )
}
