import { TOKEN_COOKIE_NAME } from '@simlessly/shared'
import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import type { AppContext } from '../context.ts'
import { TOKEN_LIFETIME_SECONDS } from '../domain/auth/tokens.ts'

/**
 * Keeps a session token in the browser's token cookie, as sign-in and a switch of enterprise answer one.
 * Readable by the SPA on purpose (it decodes the token's claims); the API only accepts the `token` header,
 * so the cookie alone authorises nothing.
 */
export function setSessionCookie(c: Context, ctx: AppContext, token: string): void {
  setCookie(c, TOKEN_COOKIE_NAME, token, {
    path: '/',
    sameSite: 'Strict',
    secure: ctx.config.mode !== 'local',
    maxAge: TOKEN_LIFETIME_SECONDS,
  })
}
