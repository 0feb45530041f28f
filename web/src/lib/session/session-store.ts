import type { PermissionNode, UserSummary } from '@simlessly/shared'
import { readCookie, TOKEN_COOKIE_NAME } from '../cookies'

/**
 * The three session states: no token cookie; a token but no permissions yet; a token and the permission tree
 * loaded (once after sign-in).
 */
export type SessionPhase = 'unauthenticated' | 'authenticated' | 'ready'

export type SessionSnapshot = {
  /** The permission tree, null until loaded: loading it moves the session to `ready`. */
  permissions: readonly PermissionNode[] | null
  /** The signed-in user as the sign-in answer gave it; emptied at sign-out. */
  user: UserSummary | null
}

const EMPTY: SessionSnapshot = { permissions: null, user: null }

/** Authentication is the token cookie's presence, read afresh each time; the rest is kept in memory. */
export function createSessionStore(
  hasToken: () => boolean = () => readCookie(TOKEN_COOKIE_NAME) !== undefined,
) {
  let snapshot = EMPTY
  const listeners = new Set<() => void>()
  const set = (next: SessionSnapshot) => {
    snapshot = next
    for (const listener of listeners) listener()
  }

  return {
    hasToken,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    phase(): SessionPhase {
      if (!hasToken()) return 'unauthenticated'
      return snapshot.permissions === null ? 'authenticated' : 'ready'
    },
    /** Whether the permissions were loaded since the last clear (the guard clears them when the token is gone). */
    permissionsInitialised: () => snapshot.permissions !== null,
    setPermissions: (permissions: readonly PermissionNode[]) => set({ ...snapshot, permissions }),
    setUser: (user: UserSummary | null) => set({ ...snapshot, user }),
    clear: () => set(EMPTY),
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
