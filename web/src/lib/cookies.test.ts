import { describe, expect, it } from 'vitest'
import { readCookie, TOKEN_COOKIE_NAME } from './cookies'

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('b', 'a=1; b=x%20y; c=3')).toBe('x y')
  })

  it('does not match a cookie whose name only ends with the name asked for', () => {
    expect(readCookie(TOKEN_COOKIE_NAME, 'other_simlessly_token=no')).toBeUndefined()
    expect(readCookie(TOKEN_COOKIE_NAME, `${TOKEN_COOKIE_NAME}=jwt.value.sig`)).toBe('jwt.value.sig')
  })
})
