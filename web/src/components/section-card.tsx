import { type ReactNode, useId } from 'react'
import { cn } from '@/lib/utils'

type SectionCardProps = {
  title: ReactNode
  description?: ReactNode
  /** Beside the title, such as a link to the screen the figures come from. */
  action?: ReactNode
  heading?: 'h2' | 'h3'
  className?: string
  children: ReactNode
}

/** A titled part of a screen on a card, named by its heading for screen readers' landmarks. */
export function SectionCard({
  title,
  description,
  action,
  heading: Heading = 'h2',
  className,
  children,
}: SectionCardProps) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-border bg-card p-5 shadow-sm',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <Heading id={id} className="font-semibold text-foreground">
            {title}
          </Heading>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  )
}
