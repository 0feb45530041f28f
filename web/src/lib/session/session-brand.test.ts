// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { rememberSessionBrand, SESSION_BRAND_STORAGE_KEY, sessionBrand } from './session-brand'

describe('the session brand', () => {
  it('keeps the brand signed in through, normalised, and forgets it on a sign-in without one', () => {
    rememberSessionBrand('ACME')
    expect(sessionBrand()).toBe('acme')
    rememberSessionBrand(undefined)
    expect(sessionBrand()).toBeUndefined()
    expect(localStorage.getItem(SESSION_BRAND_STORAGE_KEY)).toBeNull()
  })

  it('ignores a stored key that is not a brand key', () => {
    localStorage.setItem(SESSION_BRAND_STORAGE_KEY, 'no such brand!')
    expect(sessionBrand()).toBeUndefined()
    rememberSessionBrand('no such brand!')
    expect(localStorage.getItem(SESSION_BRAND_STORAGE_KEY)).toBeNull()
  })
})
