import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

type FormSectionProps = { title: ReactNode; description?: ReactNode; children: ReactNode; className?: string }

/** A titled group of fields: a fieldset, so screen readers announce the section with each field. */
export function FormSection({ title, description, children, className }: FormSectionProps) {
  return (
    <fieldset
      data-slot="form-section"
      className={cn(
        'grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm md:grid-cols-2',
        className,
      )}
    >
      <legend className="float-left mb-1 grid w-full gap-1 md:col-span-2">
        <span className="font-semibold text-base text-foreground">{title}</span>
        {description ? (
          <span className="font-normal text-sm text-muted-foreground">{description}</span>
        ) : null}
      </legend>
      {children}
    </fieldset>
  )
}
