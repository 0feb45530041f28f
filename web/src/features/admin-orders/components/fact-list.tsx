import type { ReactNode } from 'react'

export type Fact = { term: string; value: ReactNode }

/** A titled group of terms and their values, as the order detail shows them. */
export function FactSection({ id, title, facts }: { id: string; title: string; facts: readonly Fact[] }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="font-semibold text-foreground">
        {title}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(({ term, value }) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-3 border-border/50 border-b pb-1">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-all text-right font-medium text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
