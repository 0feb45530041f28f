import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/utils'

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; description?: ReactNode }

/**
 * The browser's own checkbox with its label around it, so a click on the text toggles it and the pair
 * works with react-hook-form's register (several boxes of one name give an array of the checked values).
 */
export function Checkbox({ label, description, className, id, ...props }: CheckboxProps) {
  return (
    <label
      htmlFor={id}
      data-slot="checkbox"
      className={cn(
        'flex cursor-pointer items-start gap-2.5 text-sm text-zinc-800 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        className,
      )}
    >
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
        {...props}
      />
      <span className="grid gap-0.5">
        <span className="font-medium leading-5">{label}</span>
        {description ? <span className="text-xs text-zinc-600">{description}</span> : null}
      </span>
    </label>
  )
}
