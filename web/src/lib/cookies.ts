import { TOKEN_COOKIE_SUFFIX } from '@simlessly/shared'

/** The product prefix of the cookies the console reads (seed section 9: the session cookie is `<prefix>token`). */
export const COOKIE_PREFIX = 'simlessly_'
export const TOKEN_COOKIE_NAME = `${COOKIE_PREFIX}${TOKEN_COOKIE_SUFFIX}`

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
