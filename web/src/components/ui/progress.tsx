import { Progress as ProgressPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value'> & {
  /** 0-100, or null for work whose size is not known yet (the bar then pulses). */
  value: number | null
}

/** A progress bar with role progressbar and its value for assistive technology. */
export function Progress({ className, value, ...props }: ProgressProps) {
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-border', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full bg-primary transition-[width] duration-500 ease-out',
          value === null && 'w-1/3 animate-pulse',
        )}
        style={value === null ? undefined : { width: `${value}%` }}
      />
    </ProgressPrimitive.Root>
  )
}
