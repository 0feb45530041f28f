import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex min-h-20 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 shadow-xs outline-none transition-[color,box-shadow] placeholder:text-zinc-400 disabled:cursor-not-allowed disabled:opacity-60 md:text-sm',
        'focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/30',
        'aria-invalid:border-red-600 aria-invalid:ring-red-600/20',
        className,
      )}
      {...props}
    />
  )
}
