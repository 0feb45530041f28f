import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { jwtVerify, SignJWT } from 'jose'
import type { AppContext } from '../context.ts'

/**
 * The external sign-in's two short-lived cookies, HS256-signed with the session key and each with an
 * audience of its own (neither passes for the other, nor for a session token): the flow (state, nonce,
 * PKCE verifier, intent, brand, invitation) from the render route to the callback, and the pending step
 * (the provider's identity) from the callback to the registration or link form. HttpOnly, sent only to
 * the oauth routes; the flow's is SameSite=Lax, as the provider's return is a navigation from its site.
 */
const COOKIE_PATH = `${API_BASE_PATH}${endpoints.oauth.providers.prefix}`
const KINDS = {
  flow: { name: 'simlessly_oauth_flow', seconds: 10 * 60, sameSite: 'Lax' },
  pending: { name: 'simlessly_oauth_pending', seconds: 20 * 60, sameSite: 'Strict' },
} as const
export type CookieKind = keyof typeof KINDS

export async function setSealedCookie(c: Context, ctx: AppContext, kind: CookieKind, payload: object) {
  const { name, seconds, sameSite } = KINDS[kind]
  const now = Math.floor(ctx.now() / 1000)
  const token = await new SignJWT({ data: payload })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(`oauth-${kind}`)
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(ctx.sessionKey)
  setCookie(c, name, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite,
    secure: ctx.config.mode !== 'local',
    maxAge: seconds,
  })
}

/** The cookie's payload when its signature, audience and age are good; undefined otherwise. */
export async function readSealedCookie<T>(
  c: Context,
  ctx: AppContext,
  kind: CookieKind,
): Promise<T | undefined> {
  const token = getCookie(c, KINDS[kind].name)
  if (!token) return undefined
  try {
    const { payload } = await jwtVerify(token, ctx.sessionKey, {
      algorithms: ['HS256'],
      audience: `oauth-${kind}`,
      currentDate: new Date(ctx.now()),
    })
    return payload.data as T
  } catch {
    return undefined
  }
}

export function clearSealedCookie(c: Context, kind: CookieKind): void {
  deleteCookie(c, KINDS[kind].name, { path: COOKIE_PATH })
}
