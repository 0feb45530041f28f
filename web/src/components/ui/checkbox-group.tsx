import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { translateValidation } from '@/lib/validation-message'

type CheckboxGroupProps = {
  /** The group's id; its message is `<id>-error`. */
  id: string
  legend: ReactNode
  /** The raw message of the group's error (from the schema or the server), translated here. */
  error?: string | undefined
  className?: string
  /** The boxes (and anything that goes with them, such as a "Select all"). */
  children: ReactNode
}

/** Boxes answering one question: a fieldset named by its legend, with the group's own message under them. */
export function CheckboxGroup({ id, legend, error, className, children }: CheckboxGroupProps) {
  const message = translateValidation(error)
  const errorId = message ? `${id}-error` : undefined
  return (
    <fieldset
      id={id}
      data-slot="checkbox-group"
      className={cn('grid gap-3', className)}
      aria-describedby={errorId}
      aria-invalid={Boolean(message) || undefined}
    >
      <legend className="mb-2 font-medium text-sm text-foreground">{legend}</legend>
      {children}
      {message ? (
        <p id={errorId} className="text-destructive text-sm">
          {message}
        </p>
      ) : null}
    </fieldset>
  )
}
