import { setApiHooks } from '../api-hooks'
import { clearCookie, TOKEN_COOKIE_NAME } from '../cookies'
import { detectLanguage, setLanguage } from '../i18n'
import { createActivityTracker } from './activity'
import { resetBehaviourConfig } from './behaviour-config'
import { createSession, type Session } from './session'
import { createSessionStore } from './session-store'

/** The console's one session: its store and the rules around every API call. */
export const sessionStore = createSessionStore()

export const session = createSession({
  store: sessionStore,
  activity: createActivityTracker(),
  clearToken: () => clearCookie(TOKEN_COOKIE_NAME),
  resetBehaviourConfig,
  // Signed in only: loaded on first need, with their schemas (signed-in-calls.ts).
  revoke: async () => {
    await (await import('./signed-in-calls')).revoke()
  },
  fetchPermissions: async () => (await import('./signed-in-calls')).fetchPermissions(),
})

// Signed out, the console follows the browser's languages again, not the last user's choice.
session.onSignedOut(() => {
  void setLanguage(detectLanguage(typeof navigator === 'undefined' ? [] : navigator.languages))
})

/** Puts the session rules around every API call; returns the function that takes them off. */
export function installSessionHooks(target: Session = session) {
  return setApiHooks({ beforeRequest: target.beforeRequest, onFailure: target.onFailure })
}

export type { Session, SignOutReason, SwitchSource } from './session'
export type { SessionPhase, SessionSnapshot, SessionStore } from './session-store'
