import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * Where a form would be that the user's role does not allow: a plain statement instead, so that a person
 * who may only look knows why there is nothing to do.
 */
export function RoleNotice({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-border bg-muted p-3 text-sm text-muted-foreground">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>{children}</span>
    </p>
  )
}
