import { type AuthenticatedRouteName, canAccess, hasPermission } from '@simlessly/shared'
import type { QueryClient } from '@tanstack/react-query'
import type { Prefetch } from '@/lib/prefetch'
import type { SessionStore } from '@/lib/session'
import { type GuardRoute, isPublicRoute, NOT_FOUND_ROUTE_NAME } from './guard/decide-navigation'

type LoadPrefetch = () => Promise<Prefetch>

/**
 * The screens whose first queries start with their navigation, beside the download of their chunk, rather
 * than once it has arrived and rendered: each names a small module of its feature that asks for them
 * through the data layer (web/src/api), into the query client the screen then reads.
 */
const SCREEN_PREFETCH: Partial<Record<AuthenticatedRouteName, LoadPrefetch>> = {
  'profile/fleet': async () => (await import('@/features/fleet/prefetch')).prefetchFleet,
  'profile/generateac': async () => (await import('@/features/generation/prefetch')).prefetchGenerateAc,
  dashboard: async () => (await import('@/features/insight/prefetch')).prefetchDashboard,
}

/** The signed-in layout's own data, asked for with any signed-in screen's. */
const layoutPrefetch: LoadPrefetch = async () => (await import('./layouts/prefetch-layout')).prefetchLayout

/**
 * Starts the data of a navigation to a signed-in screen (the layout's and the screen's), without waiting
 * for it: once the session's permissions are loaded and they grant the route, so beside the guard's
 * operating check and the screen's chunk. The guard still decides whether the screen shows, and the server
 * checks every call; a prefetch that fails leaves the screen to ask again and show why.
 */
export function prefetchRoute(
  route: GuardRoute,
  url: URL,
  deps: { store: SessionStore; queries: () => Promise<QueryClient> },
): void {
  if (deps.store.phase() !== 'ready' || isPublicRoute(route.name) || route.name === NOT_FOUND_ROUTE_NAME)
    return
  const tree = deps.store.getSnapshot().permissions ?? []
  if (!canAccess(tree, route.permissions)) return
  const can = (permission: string) => hasPermission(tree, permission)
  const screen = SCREEN_PREFETCH[route.name as AuthenticatedRouteName]
  for (const load of screen ? [layoutPrefetch, screen] : [layoutPrefetch]) {
    void Promise.all([load(), deps.queries()])
      .then(([prefetch, queryClient]) => prefetch({ queryClient, url, can }))
      .catch(() => undefined)
  }
}
