import type { ReactNode } from 'react'
import { type PermissionRef, usePermission } from '@/lib/session/use-permission'

type PermissionProps = {
  /** The id the user needs; with a list, any one of them is enough. */
  id: PermissionRef | readonly PermissionRef[]
  children: ReactNode
  /** Shown instead when the user lacks the permission; by default nothing is rendered. */
  fallback?: ReactNode
}

/**
 * The element-level rule: what the user may not use is not on the page at all (not merely hidden or
 * disabled). A convenience only: the server checks the same ids on every call.
 */
export function Permission({ id, children, fallback = null }: PermissionProps) {
  return usePermission(id) ? children : fallback
}
