import { useSyncExternalStore } from 'react'
import { sessionStore } from './index'
import type { SessionSnapshot, SessionStore } from './session-store'

/** The session snapshot (permission tree, user), re-rendering when it changes. */
export function useSession(store: SessionStore = sessionStore): SessionSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
