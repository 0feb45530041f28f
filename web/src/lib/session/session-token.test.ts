import { TOKEN_COOKIE_NAME } from '@simlessly/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setTestCookie } from '@/test/cookies'
import { clearCookie, readCookie, writeCookie } from '../cookies'
import { storeSessionToken } from './session-token'

/** A token whose middle segment holds the claims, as the server signs them. */
function token(exp: number, id = 's2') {
  const claims = { sub: 'u1', sid: id, ent: 'e2', email: 'ada@example.com', name: 'Ada', iat: 1, exp }
  return `header.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`
}

afterEach(() => clearCookie(TOKEN_COOKIE_NAME))

describe('writeCookie', () => {
  it('writes the attributes the server gives the token, Secure only over HTTPS', () => {
    const written: string[] = []
    const doc = (protocol: string) =>
      ({
        location: { protocol },
        set cookie(value: string) {
          written.push(value)
        },
      }) as unknown as Document
    writeCookie('t', 'a b', 60, doc('http:'))
    writeCookie('t', 'x', undefined, doc('https:'))
    expect(written).toEqual([
      't=a%20b; Path=/; SameSite=Strict; Max-Age=60',
      't=x; Path=/; SameSite=Strict; Secure',
    ])
  })
})

describe('storeSessionToken', () => {
  it('keeps a new token in the token cookie, for as long as the token lasts', () => {
    setTestCookie(TOKEN_COOKIE_NAME, token(5_000, 's1'))
    const next = token(10_000)
    const write = vi.spyOn(document, 'cookie', 'set')
    storeSessionToken(next, 4_000_000)
    expect(readCookie(TOKEN_COOKIE_NAME)).toBe(next)
    expect(write.mock.calls[0]?.[0]).toContain('Max-Age=6000')
    write.mockRestore()
  })

  it('writes nothing when the server’s answer already set the cookie', () => {
    const next = token(10_000)
    setTestCookie(TOKEN_COOKIE_NAME, next)
    const write = vi.spyOn(document, 'cookie', 'set')
    storeSessionToken(next)
    expect(write).not.toHaveBeenCalled()
    write.mockRestore()
  })
})
