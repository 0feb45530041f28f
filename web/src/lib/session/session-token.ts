import { readCookie, TOKEN_COOKIE_NAME, writeCookie } from '../cookies'
import { readSessionClaims } from './session-claims'

/**
 * Keeps a new session token (a switch of enterprise answers one) where sign-in keeps it: the token cookie.
 * The server's answer sets the cookie itself, as sign-in's does; it is written here only when it did not,
 * to last as long as the token.
 */
export function storeSessionToken(token: string, now = Date.now()) {
  if (readCookie(TOKEN_COOKIE_NAME) === token) return
  const exp = readSessionClaims(token)?.exp
  const maxAge = exp === undefined ? undefined : Math.max(0, Math.floor(exp - now / 1000))
  writeCookie(TOKEN_COOKIE_NAME, token, maxAge)
}
