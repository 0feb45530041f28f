import { type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from '@/lib/utils'

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode
  description?: ReactNode
  /** Some of what it stands for is ticked (a group's box): shown and announced as mixed. */
  indeterminate?: boolean
}

/**
 * The browser's own checkbox with its label around it, so a click on the text toggles it and the pair
 * works with react-hook-form's register (several boxes of one name give an array of the checked values).
 */
export function Checkbox({
  label,
  description,
  className,
  id,
  indeterminate = false,
  ref,
  ...props
}: CheckboxProps) {
  // With a description, the box is named by its label alone and described by the rest, as a screen reader
  // should read it (the label element around both would make them one long name).
  const textId = useId()
  const described = description
    ? {
        'aria-labelledby': `${textId}-label`,
        'aria-describedby': [`${textId}-description`, props['aria-describedby']].filter(Boolean).join(' '),
      }
    : {}
  return (
    <label
      htmlFor={id}
      data-slot="checkbox"
      className={cn(
        'flex cursor-pointer items-start gap-2.5 text-sm text-foreground has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        className,
      )}
    >
      <input
        id={id}
        type="checkbox"
        // Only a script can set it: the browser then shows the box as mixed and tells assistive tech so.
        ref={(input) => {
          if (input) input.indeterminate = indeterminate
          if (typeof ref === 'function') ref(input)
          else if (ref) ref.current = input
        }}
        className="mt-0.5 size-4 shrink-0 rounded accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
        {...props}
        {...described}
      />
      <span className="grid gap-0.5">
        <span id={`${textId}-label`} className="font-medium leading-5">
          {label}
        </span>
        {description ? (
          <span id={`${textId}-description`} className="text-xs text-muted-foreground">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  )
}
