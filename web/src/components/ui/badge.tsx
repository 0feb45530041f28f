import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 font-medium text-xs [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-border bg-secondary text-secondary-foreground',
        success: 'border-success/25 bg-success/5 text-success',
        warning: 'border-warning/60 bg-warning/10 text-foreground',
        destructive: 'border-destructive/25 bg-destructive/5 text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
}
