import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

type PageHeaderProps = {
  title: ReactNode
  description: ReactNode
  /** Beside the title, such as a "Beta" badge. */
  badge?: ReactNode
  /** The page's actions, at the end of the header's row. */
  children?: ReactNode
  /** Where the actions line up: with the description (`end`) or, for taller ones, with the title. */
  align?: 'start' | 'end'
}

/** A screen's one heading with its description, and the actions that apply to the whole screen. */
export function PageHeader({ title, description, badge, children, align = 'end' }: PageHeaderProps) {
  const heading = <h1 className="font-semibold text-2xl text-foreground tracking-tight">{title}</h1>
  return (
    <header
      className={
        children
          ? cn('flex flex-wrap justify-between gap-4', align === 'start' ? 'items-start' : 'items-end')
          : undefined
      }
    >
      <div className="grid gap-1">
        {badge ? (
          <div className="flex flex-wrap items-center gap-3">
            {heading}
            {badge}
          </div>
        ) : (
          heading
        )}
        <p className="text-muted-foreground">{description}</p>
      </div>
      {children}
    </header>
  )
}
