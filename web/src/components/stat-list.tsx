import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

export type Stat = { key: string; label: ReactNode; value: ReactNode; hint?: ReactNode }

/** Headline figures side by side: each a label over its value, as a description list. */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-3', className)}>
      {stats.map((stat) => (
        <div key={stat.key} className="grid content-start gap-1">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="font-semibold text-2xl text-foreground tabular-nums">{stat.value}</dd>
          {stat.hint ? <dd className="text-xs text-muted-foreground">{stat.hint}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
