import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * The page of the public screens: one column centred on a quiet background. The main landmark takes focus
 * after a client-side navigation (tabIndex -1: focusable by script, not in the tab order).
 */
export function CenteredPage({ className, children, ...props }: ComponentProps<'main'>) {
  return (
    <main
      data-slot="centered-page"
      tabIndex={-1}
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center bg-background px-4 py-12 outline-none',
        'bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--theme)_12%,transparent),transparent_60%)]',
        className,
      )}
      {...props}
    >
      {children}
    </main>
  )
}
