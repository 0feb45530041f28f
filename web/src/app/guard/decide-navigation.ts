import { canAccess, type PermissionNode } from '@simlessly/shared'
import type { SessionPhase } from '@/lib/session'

/** The public routes, by name. */
export const PUBLIC_ROUTE_NAMES: readonly string[] = [
  'login',
  'signup',
  'signerror',
  'confirm',
  'fgpassword',
  'sign/reset',
  'invitation',
  'nopermission',
]
export const NOT_FOUND_ROUTE_NAME = 'notFound'

/**
 * Public routes a signed-in user still sees. A signed-in user opening a public route goes to `/`, but the
 * guard itself sends users to /nopermission, so that page must stay reachable for them; and a person with an
 * account, signed in, opens an invitation to join another enterprise.
 */
const OPEN_TO_SIGNED_IN = new Set(['nopermission', 'invitation'])

/** What the guard knows of the target route: its name (from the route handle) and its permission ids. */
export type GuardRoute = { name: string | undefined; permissions: readonly string[] }

export type GuardState = {
  phase: SessionPhase
  permissionsInitialised: boolean
  tree: readonly PermissionNode[] | null
  /** The operating check's answer, once asked in this navigation. */
  canOperate?: boolean | undefined
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; clearAuth: boolean }
  | { kind: 'load-permissions' }
  | { kind: 'check-operate' }
  | { kind: 'logout' }

/** A route is public only if the route table names it as public and it is not the not-found route. */
export function isPublicRoute(name: string | undefined): boolean {
  return name !== undefined && name !== NOT_FOUND_ROUTE_NAME && PUBLIC_ROUTE_NAMES.includes(name)
}

/**
 * One step of the navigation guard, in the order the product specifies: sign-in, permissions loaded, the
 * operating check, public routes, then the route's ids. The caller acts on the decision and asks again (after
 * loading permissions, or with the operating check's answer) until it allows or redirects.
 */
export function decideNavigation(route: GuardRoute, state: GuardState): GuardDecision {
  const isPublic = isPublicRoute(route.name)
  if (state.phase === 'unauthenticated') {
    if (isPublic) return { kind: 'allow' }
    return { kind: 'redirect', to: '/login', clearAuth: state.permissionsInitialised }
  }
  if (state.phase === 'authenticated') return { kind: 'load-permissions' }
  if (state.canOperate === undefined) return { kind: 'check-operate' }
  if (!state.canOperate) return { kind: 'logout' }
  if (isPublic && !OPEN_TO_SIGNED_IN.has(route.name ?? ''))
    return { kind: 'redirect', to: '/', clearAuth: false }
  if (!canAccess(state.tree ?? [], route.permissions)) {
    return { kind: 'redirect', to: '/nopermission', clearAuth: false }
  }
  return { kind: 'allow' }
}
