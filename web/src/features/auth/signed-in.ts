import type { UserSummary } from '@simlessly/shared'
import { sessionStore } from '@/lib/session'
import { rememberSessionBrand } from '@/lib/session/session-brand'

/**
 * A sign-in answered (the server set the session cookie): the user summary is kept in memory, and the brand
 * of the page it happened on is kept for the session.
 */
export function markSignedIn(user: UserSummary, sys: string | undefined) {
  rememberSessionBrand(sys)
  sessionStore.setUser(user)
}
