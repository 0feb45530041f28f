import type { PermissionNode } from '@simlessly/shared'
import { ApiError, CLIENT_ERROR_CODE } from '../api-error'
import type { ActivityTracker } from './activity'
import type { SessionStore } from './session-store'

/** Why the session ended; listeners navigate to sign-in and tell the other tabs, except for `other-tab`. */
export type SignOutReason = 'user' | 'inactive' | 'invalid' | 'cannot-operate' | 'other-tab'

/** Where the session moved to another enterprise: in this tab (the other tabs are told) or in another tab. */
export type SwitchSource = 'here' | 'other-tab'
type SwitchListener = (enterpriseId: string, source: SwitchSource) => void

type SessionDeps = {
  store: SessionStore
  activity: ActivityTracker
  clearToken: () => void
  resetBehaviourConfig: () => void
  /** Revokes the session on the server. */
  revoke: () => Promise<unknown>
  /** The signed-in member's permission tree. */
  fetchPermissions: () => Promise<readonly PermissionNode[]>
}

/** The error a call rejects with when inactivity signed the user out first: no message, nothing to show. */
export function inactivityError() {
  return new ApiError({ kind: 'inactive', code: CLIENT_ERROR_CODE, msg: '', requestId: '' })
}

/**
 * The session rules around the API client's hooks: every call while signed in refreshes the last activity,
 * and the first call after more than INACTIVITY_LIMIT_MS without one signs out silently instead of being
 * sent; a call the server refuses for an invalid session ends the session here; logging out revokes the
 * session on the server, then forgets it in the browser whatever the server answered.
 */
export function createSession(deps: SessionDeps) {
  const listeners = new Set<(reason: SignOutReason) => void>()
  const switchListeners = new Set<SwitchListener>()
  let signingOut = false
  let loading: Promise<void> | null = null

  /** Forgets the session in the browser: permissions, user info, activity and saved behaviour config. */
  function clearAuth() {
    deps.store.clear()
    deps.activity.reset()
    deps.resetBehaviourConfig()
  }

  /** Ends the session here without asking the server (it already refused it, or another tab revoked it). */
  function end(reason: SignOutReason) {
    deps.clearToken()
    clearAuth()
    for (const listener of listeners) listener(reason)
  }

  /** Revokes the session on the server, then forgets it here; a failure of the call does not keep anyone in. */
  async function logout(reason: SignOutReason = 'user') {
    signingOut = true
    try {
      if (deps.store.hasToken()) await deps.revoke().catch(() => undefined)
    } finally {
      signingOut = false
    }
    end(reason)
  }

  /** Loads the permission tree again (the user's role changed), keeping the old one until the new arrives. */
  async function reloadPermissions(): Promise<void> {
    deps.store.setPermissions(await deps.fetchPermissions())
  }

  return {
    clearAuth,
    end,
    logout,

    async beforeRequest() {
      if (deps.store.hasToken() && deps.activity.isExpired()) {
        // Forgotten first, so that the logout call itself is not refused in turn.
        deps.activity.reset()
        await logout('inactive')
        throw inactivityError()
      }
      deps.activity.touch()
    },

    /**
     * An invalid session ends here. A refusal for a missing permission means the role changed since the tree
     * was loaded (an id removed, a role changed): the tree is loaded again, so menus and controls follow.
     */
    onFailure(error: ApiError) {
      if (error.isSessionInvalid && !signingOut) end('invalid')
      else if (error.isPermissionDenied && deps.store.permissionsInitialised()) {
        void reloadPermissions().catch(() => undefined)
      }
    },

    /** Loads the permission tree once; concurrent callers share the one request. */
    loadPermissions(): Promise<void> {
      loading ??= deps
        .fetchPermissions()
        .then((tree) => deps.store.setPermissions(tree))
        .finally(() => {
          loading = null
        })
      return loading
    },

    onSignedOut(listener: (reason: SignOutReason) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    reloadPermissions,

    /**
     * The session now acts in another enterprise (its token was replaced, here or in another tab): the tree
     * is loaded again where it was loaded (elsewhere the guard loads it), then the listeners follow: drop
     * the cached data, go home, tell the other tabs.
     */
    async enterpriseSwitched(enterpriseId: string, source: SwitchSource): Promise<void> {
      if (deps.store.permissionsInitialised()) await reloadPermissions()
      for (const listener of switchListeners) listener(enterpriseId, source)
    },

    onEnterpriseSwitched(listener: SwitchListener) {
      switchListeners.add(listener)
      return () => {
        switchListeners.delete(listener)
      }
    },
  }
}

export type Session = ReturnType<typeof createSession>
