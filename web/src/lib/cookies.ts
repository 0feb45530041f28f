import { TOKEN_COOKIE_NAME } from '@simlessly/shared'

/**
 * The session cookie: the server sets it at sign-in; scripts may read it on purpose (the SPA decodes the
 * token's claims for display).
 */
export { TOKEN_COOKIE_NAME }

/** The value of a cookie visible to scripts, or undefined when it is not set. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}

/**
 * Expires a cookie both as a host-only cookie and with the page's domain (sign-out clears the token both
 * ways): a cookie set with a Domain attribute is a different cookie from a host-only one of the same name,
 * and only an expiry with the matching attributes removes each.
 */
export function clearCookie(name: string, doc: Document = document) {
  const expired = `${name}=; Path=/; Max-Age=0; SameSite=Strict`
  doc.cookie = expired
  const host = doc.location?.hostname
  if (host) doc.cookie = `${expired}; Domain=${host}`
}
