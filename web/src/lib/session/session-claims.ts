import { type SessionClaims, sessionClaimsSchema } from '@simlessly/shared'
import { readCookie, TOKEN_COOKIE_NAME } from '../cookies'

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/**
 * The session info of the token cookie (its middle segment, base64 JSON). Only for display: the browser
 * cannot check the signature, the server does on every call.
 */
export function readSessionClaims(token = readCookie(TOKEN_COOKIE_NAME)): SessionClaims | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const parsed = sessionClaimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
