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

export async function verifySessionToken(key: Uint8Array, token: string, nowMs: number) {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'sid', 'ent', 'exp'],
    })
    const { sub, sid, ent } = payload
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof ent !== 'string') {
      throw new AppError(ErrorCode.SESSION_INVALID)
    }
    return { userId: sub, sessionId: sid, enterpriseId: ent }
  } catch (error) {
    if (error instanceof AppError) throw error
    if (error instanceof errors.JWTExpired) throw new AppError(ErrorCode.SESSION_EXPIRED)
    throw new AppError(ErrorCode.SESSION_INVALID)
  }
}
