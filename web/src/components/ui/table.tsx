import { type ComponentProps, type RefObject, useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/utils'
import './table.css'

/** How a cell shows when its table is a list of cards (table.css): `data-card` on the cell. */
export type CardPart = 'title' | 'field' | 'actions' | 'lead' | 'hidden'

/**
 * A table that scrolls sideways inside its card on narrow screens instead of widening the page, its first
 * column kept in view. With `cards`, below `md` its rows become cards instead (table.css).
 */
export function Table({ className, cards, ...props }: ComponentProps<'table'> & { cards?: boolean }) {
  const container = useRef<HTMLDivElement>(null)
  const scrolls = useScrollsSideways(container)
  return (
    <div
      ref={container}
      data-slot="table-container"
      className="relative w-full overflow-x-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      // A table wider than its card can be scrolled from the keyboard even when none of its cells is
      // focusable (a table of figures): the container takes the focus then, and only then.
      tabIndex={scrolls ? 0 : undefined}
    >
      <table
        data-slot="table"
        data-cards={cards ? '' : undefined}
        className={cn('w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  )
}

/** Whether the element's content is wider than the element, followed as either changes size. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    measure()
    return () => observer.disconnect()
  }, [ref])
  return scrolls
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-border border-b transition-colors hover:bg-muted/60', className)}
      {...props}
    />
  )
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-10 whitespace-nowrap px-3 text-left align-middle font-medium text-xs text-muted-foreground uppercase tracking-wide',
        className,
      )}
      {...props}
    />
  )
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-3 py-3 align-middle', className)} {...props} />
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

/** A row's own name (a day, a plan): a header cell for its row, styled as a cell. */
export function TableRowHeader({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-row-header"
      scope="row"
      className={cn('whitespace-nowrap px-3 py-3 text-left align-middle font-medium', className)}
      {...props}
    />
  )
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-input border-t-2 font-semibold [&>tr]:last:border-b-0', className)}
      {...props}
    />
  )
}
