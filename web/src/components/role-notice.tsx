import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * Where a form would be that the user's role does not allow: a plain statement instead, so that a person
 * who may only look knows why there is nothing to do.
 */
export function RoleNotice({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-700">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
      <span>{children}</span>
    </p>
  )
}
