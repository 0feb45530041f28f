import { type LoaderFunction, redirect } from 'react-router-dom'
import { ApiError } from '@/lib/api-error'
import { signInPath } from '@/lib/public-path'
import type { Session, SessionStore } from '@/lib/session'
import { decideNavigation, type GuardRoute } from './decide-navigation'

export type GuardDeps = {
  store: SessionStore
  session: Pick<Session, 'clearAuth' | 'loadPermissions' | 'logout'>
  /** The operating check (enterprise/info `canOperate`). */
  canOperate: () => Promise<boolean>
  /** The brand key the session was opened in, whose sign-in page a visitor is sent to. */
  brand?: () => string | undefined
}

/**
 * The sign-in page of the session's brand; given the page asked for, signing in comes back to it (its path
 * and query; home needs no note).
 */
function signInPage(deps: GuardDeps, url?: URL): string {
  const here = url ? `${url.pathname}${url.search}${url.hash}` : '/'
  return signInPath(deps.brand?.(), '', here === '/' ? undefined : here)
}

/** A failure that means "no session after all": the session layer already cleared it, so go to sign-in. */
function endsSession(error: unknown): boolean {
  return error instanceof ApiError && (error.isSessionInvalid || error.kind === 'inactive')
}

/**
 * The navigation guard as a route loader: every route carries one, so it runs before each navigation renders,
 * and can wait for permissions and the operating check. Routes are all registered up front and the guard
 * refuses the ones the tree does not grant (rather than adding them after sign-in from the permissions, as
 * the product describes it; what a user can reach is the same).
 */
export function createGuard(deps: GuardDeps) {
  return (route: GuardRoute): LoaderFunction =>
    async ({ request }) => {
      const url = new URL(request.url)
      let canOperate: boolean | undefined
      try {
        for (;;) {
          const decision = decideNavigation(route, {
            phase: deps.store.phase(),
            permissionsInitialised: deps.store.permissionsInitialised(),
            tree: deps.store.getSnapshot().permissions,
            canOperate,
          })
          switch (decision.kind) {
            case 'allow':
              return null
            case 'redirect':
              if (decision.clearAuth) deps.session.clearAuth()
              return redirect(decision.to === '/login' ? signInPage(deps, url) : decision.to)
            case 'load-permissions':
              await deps.session.loadPermissions()
              // Re-enter the same full path and query, now with the permissions.
              return redirect(`${url.pathname}${url.search}${url.hash}`)
            case 'check-operate':
              canOperate = await deps.canOperate()
              break
            case 'logout':
              await deps.session.logout('cannot-operate')
              return redirect(signInPage(deps))
          }
        }
      } catch (error) {
        if (endsSession(error)) return redirect(signInPage(deps))
        throw error
      }
    }
}
