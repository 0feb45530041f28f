import type { SessionClaims } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { errors, jwtVerify, SignJWT } from 'jose'
import { AppError } from '../../app-error.ts'

/** Session tokens: HS256 JWTs. The algorithm is pinned on verification so `alg: none` or RS/HS confusion fail. */
const ALGORITHM = 'HS256'
/** A hard ceiling on a token's life; idleness (2 hours) usually ends a session long before. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60

export type TokenInput = Omit<SessionClaims, 'iat' | 'exp'>

export function signSessionToken(key: Uint8Array, claims: TokenInput, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000)
  return new SignJWT({ sid: claims.sid, ent: claims.ent, email: claims.email, name: claims.name })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(key)
}

type Claims = { userId: string; sessionId: string; enterpriseId: string }

/** Tokens kept per key; past it the cache starts again (a process serves far fewer live sessions at once). */
const VERIFIED_KEPT = 10_000
/**
 * Tokens whose signature this process checked, per key (a new key finds none), with their claims and expiry.
 * The signature of the same string under the same key cannot change, so it is checked once (jose's check
 * through WebCrypto cost about as much CPU as the rest of a small request); the expiry is checked on every
 * use, and the session's record (revoked, idle) is read on every request whatever the token.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: Claims; expiresAt: number }>>()

/**
 * The claims of a session token, once its signature (HS256 under `key`) and expiry are checked: 10102 when
 * it is not one of ours, 10103 when it expired.
 */
export async function verifySessionToken(key: Uint8Array, token: string, nowMs: number): Promise<Claims> {
  const kept = verified.get(key) ?? new Map()
  verified.set(key, kept)
  const known = kept.get(token)
  if (known) {
    // As jose decides it: expired once the second of `exp` has come.
    if (Math.floor(nowMs / 1000) >= known.expiresAt) throw new AppError(ErrorCode.SESSION_EXPIRED)
    return known.claims
  }
  const { claims, expiresAt } = await checkToken(key, token, nowMs)
  if (kept.size >= VERIFIED_KEPT) kept.clear()
  kept.set(token, { claims, expiresAt })
  return claims
}

async function checkToken(key: Uint8Array, token: string, nowMs: number) {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'sid', 'ent', 'exp'],
    })
    const { sub, sid, ent, exp } = payload
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof ent !== 'string' || exp === undefined) {
      throw new AppError(ErrorCode.SESSION_INVALID)
    }
    return { claims: { userId: sub, sessionId: sid, enterpriseId: ent }, expiresAt: exp }
  } catch (error) {
    if (error instanceof AppError) throw error
    if (error instanceof errors.JWTExpired) throw new AppError(ErrorCode.SESSION_EXPIRED)
    throw new AppError(ErrorCode.SESSION_INVALID)
  }
}
