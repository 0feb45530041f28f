import { randomBytes } from 'node:crypto'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signSessionToken, TOKEN_LIFETIME_SECONDS, verifySessionToken } from './tokens.ts'

const claims = { sub: 'user-1', sid: 'session-1', ent: 'enterprise-1', email: 'a@example.com', name: 'A' }
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: number }) => error.code,
  )

afterEach(() => vi.restoreAllMocks())

describe('session tokens', () => {
  it('checks a signature once per process, and the expiry on every use', async () => {
    const key = randomBytes(32)
    const now = Date.now()
    const token = await signSessionToken(key, claims, now)
    const expected = { userId: 'user-1', sessionId: 'session-1', enterpriseId: 'enterprise-1' }
    // jose checks an HS256 signature with WebCrypto.
    const checks = vi.spyOn(crypto.subtle, 'verify')
    expect(await verifySessionToken(key, token, now)).toEqual(expected)
    expect(await verifySessionToken(key, token, now + 1000)).toEqual(expected)
    expect(checks).toHaveBeenCalledTimes(1)
    const expired = now + TOKEN_LIFETIME_SECONDS * 1000 + 1000
    expect(await codeOf(verifySessionToken(key, token, expired))).toBe(ErrorCode.SESSION_EXPIRED)
  })

  it('refuses a token kept under one key when another key checks it, and a changed one', async () => {
    const key = randomBytes(32)
    const now = Date.now()
    const token = await signSessionToken(key, claims, now)
    await verifySessionToken(key, token, now)
    expect(await codeOf(verifySessionToken(randomBytes(32), token, now))).toBe(ErrorCode.SESSION_INVALID)
    const [head, body, signature = ''] = token.split('.')
    const changed = `${head}.${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    expect(await codeOf(verifySessionToken(key, changed, now))).toBe(ErrorCode.SESSION_INVALID)
  })
})
