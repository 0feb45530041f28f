import { type AuthenticatedRouteName, canAccess, hasPermission } from '@simlessly/shared'
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunction } from 'react-router-dom'
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
const layoutPrefetch: LoadPrefetch = async () => (await import('./prefetch-layout')).prefetchLayout

const isSignedInRoute = (route: GuardRoute) =>
  !isPublicRoute(route.name) && route.name !== NOT_FOUND_ROUTE_NAME

/** The prefetch modules of a route: the layout's and the screen's, if it has one. */
function prefetchesOf(route: GuardRoute): LoadPrefetch[] {
  const screen = SCREEN_PREFETCH[route.name as AuthenticatedRouteName]
  return screen ? [layoutPrefetch, screen] : [layoutPrefetch]
}

type Deps = { store: SessionStore; queries: () => Promise<QueryClient> }

/**
 * Starts the data of a navigation to a signed-in screen (the layout's and the screen's), without waiting
 * for it: once the session's permissions are loaded and they grant the route, so beside the guard's
 * operating check and the screen's chunk. The guard still decides whether the screen shows, and the server
 * checks every call; a prefetch that fails leaves the screen to ask again and show why.
 */
export function prefetchRoute(route: GuardRoute, url: URL, deps: Deps): void {
  if (deps.store.phase() !== 'ready' || !isSignedInRoute(route)) return
  const tree = deps.store.getSnapshot().permissions ?? []
  if (!canAccess(tree, route.permissions)) return
  const can = (permission: string) => hasPermission(tree, permission)
  for (const load of prefetchesOf(route)) {
    void Promise.all([load(), deps.queries()])
      .then(([prefetch, queryClient]) => prefetch({ queryClient, url, can }))
      .catch(() => undefined)
  }
}

/**
 * A navigation's prefetch, started as early as it may be: its modules load at once (while the session's
 * permissions are asked for), and its queries start when the permissions are in, at once or as soon as
 * they arrive (before the saved language is restored and the guard re-enters the route, which the router
 * does only once the route's chunk is in). Returns the function that stops waiting for the permissions.
 */
export function prefetchNavigation(route: GuardRoute, url: URL, deps: Deps): () => void {
  if (!isSignedInRoute(route) || deps.store.phase() === 'unauthenticated') return () => {}
  for (const load of prefetchesOf(route)) void load().catch(() => undefined)
  if (deps.store.phase() === 'ready') {
    prefetchRoute(route, url, deps)
    return () => {}
  }
  const stop = deps.store.subscribe(() => {
    if (deps.store.phase() !== 'ready') return
    stop()
    prefetchRoute(route, url, deps)
  })
  return stop
}

/**
 * The guard's loaders with each navigation's prefetch started beside them (prefetchNavigation). The
 * guard's re-entry into the same page once it has loaded the permissions is the same navigation: its
 * prefetch is not started again (a list asked afresh on every visit would be asked twice).
 */
export function withPrefetch(
  guard: (route: GuardRoute) => LoaderFunction,
  deps: Deps,
): (route: GuardRoute) => LoaderFunction {
  return (route) => {
    const loader = guard(route)
    let reentering: string | undefined
    return async (args) => {
      const url = new URL(args.request.url)
      const here = `${url.pathname}${url.search}`
      const reentry = reentering === here
      reentering = undefined
      const stop = reentry ? () => {} : prefetchNavigation(route, url, deps)
      try {
        const result = await loader(args)
        const to = result instanceof Response ? result.headers.get('Location') : null
        if (to !== null && to.split('#')[0] === here) reentering = here
        return result
      } finally {
        stop()
      }
    }
  }
}
