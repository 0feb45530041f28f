// @vitest-environment jsdom
import { TOKEN_COOKIE_NAME } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { setTestCookie } from '@/test/cookies'
import { clearCookie, readCookie } from './cookies'

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('b', 'a=1; b=x%20y; c=3')).toBe('x y')
  })

  it('does not match a cookie whose name only ends with the name asked for', () => {
    expect(TOKEN_COOKIE_NAME).toBe('simlessly_token')
    expect(readCookie(TOKEN_COOKIE_NAME, 'other_simlessly_token=no')).toBeUndefined()
    expect(readCookie(TOKEN_COOKIE_NAME, `${TOKEN_COOKIE_NAME}=jwt.value.sig`)).toBe('jwt.value.sig')
  })
})

describe('clearCookie', () => {
  it('expires the cookie without and with the domain', () => {
    const written: string[] = []
    const doc = {
      location: { hostname: 'console.example.com' },
      set cookie(value: string) {
        written.push(value)
      },
    } as unknown as Document
    clearCookie(TOKEN_COOKIE_NAME, doc)
    expect(written).toHaveLength(2)
    expect(written[0]).toMatch(/^simlessly_token=; Path=\/; Max-Age=0/)
    expect(written[0]).not.toContain('Domain=')
    expect(written[1]).toContain('Domain=console.example.com')
  })

  it('removes a cookie the page can see', () => {
    setTestCookie(TOKEN_COOKIE_NAME, `a.b.c`)
    expect(readCookie(TOKEN_COOKIE_NAME)).toBe('a.b.c')
    clearCookie(TOKEN_COOKIE_NAME)
    expect(readCookie(TOKEN_COOKIE_NAME)).toBeUndefined()
  })
})
