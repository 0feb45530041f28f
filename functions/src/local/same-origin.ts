import type { Context } from 'hono'

/** A form post of the /dev pages from their own origin (a browser names the origin of a cross-site post). */
export function sameOrigin(c: Context): boolean {
  const origin = c.req.header('origin')
  if (origin === undefined) return true
  return URL.canParse(origin) && new URL(origin).host === c.req.header('host')
}
