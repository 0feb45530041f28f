import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/utils'

type ChoiceGroupProps = {
  legend: ReactNode
  /** Hidden legends still name the group for screen readers (a toggle beside a labelled field). */
  hideLegend?: boolean
  options: readonly { value: string; label: ReactNode }[]
  /** What react-hook-form's register returns, or name/value/onChange of a controlled group. */
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value'>
  className?: string
  describedBy?: string | undefined
  /** The checked option of a controlled group (with `onChange` in `inputProps`). */
  value?: string
}

/**
 * A small set of exclusive choices shown as a segmented control: native radio buttons in a fieldset, so
 * the arrow keys, the group's name and the checked state work as a screen reader expects.
 */
export function ChoiceGroup({
  legend,
  hideLegend,
  options,
  inputProps,
  className,
  describedBy,
  value,
}: ChoiceGroupProps) {
  return (
    <fieldset
      data-slot="choice-group"
      className={cn('grid content-start gap-2', className)}
      aria-describedby={describedBy}
    >
      <legend className={cn('mb-2 font-medium text-sm text-foreground', hideLegend && 'sr-only')}>
        {legend}
      </legend>
      <div className="inline-flex w-fit flex-wrap self-start rounded-md border border-input bg-card p-0.5 shadow-xs">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative cursor-pointer rounded px-3 py-1.5 text-sm text-muted-foreground',
              'has-[:checked]:bg-primary has-[:checked]:text-primary-foreground',
              'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
            )}
          >
            {/* Transparent over its label: the pointer and the keyboard reach the real radio button. */}
            <input
              type="radio"
              value={option.value}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded opacity-0 disabled:cursor-not-allowed"
              {...inputProps}
              {...(value === undefined ? {} : { checked: value === option.value })}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
