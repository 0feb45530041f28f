import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

export type Fact = { term: string; value: ReactNode }

/** Terms and their values in two columns, as an order, its quote and its payment show them. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2', className)}>
      {facts.map(({ term, value }) => (
        <div key={term} className="flex flex-wrap justify-between gap-x-3 border-border/50 border-b pb-1">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-all text-right font-medium text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A titled group of facts. */
export function FactSection({ id, title, facts }: { id: string; title: string; facts: readonly Fact[] }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="font-semibold text-foreground">
        {title}
      </h3>
      <FactList facts={facts} />
    </section>
  )
}
