import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** The browser's own select, styled like the inputs: keyboard, screen readers and mobile pickers for free. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs outline-none md:text-sm',
        'focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/30',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}
