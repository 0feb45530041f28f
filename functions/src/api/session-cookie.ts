import { TOKEN_COOKIE_NAME } from '@simlessly/shared'
import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
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

/**
 * A sign-in's answer with its session in the token cookie (when it started one: a registration waiting for
 * its email's confirmation does not), so that a route hands the domain's answer on in one line.
 */
export async function withSessionCookie<T extends { token?: string | null | undefined }>(
  c: Context,
  ctx: AppContext,
  answer: Promise<T>,
): Promise<T> {
  const signedIn = await answer
  if (signedIn.token) setSessionCookie(c, ctx, signedIn.token)
  return signedIn
}

/** Ends the session, then takes its token cookie out of the browser. */
export async function withoutSessionCookie(c: Context, ended: Promise<void>): Promise<void> {
  await ended
  deleteCookie(c, TOKEN_COOKIE_NAME, { path: '/' })
}
