// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { formatDocumentTitle } from './document-title'

describe('formatDocumentTitle', () => {
  it('puts the route title before the app name', () => {
    expect(formatDocumentTitle('Acme Mobile', 'Sign in')).toBe('Sign in - Acme Mobile')
  })

  it('is the app name alone when the route has no title', () => {
    expect(formatDocumentTitle('Simlessly')).toBe('Simlessly')
    expect(formatDocumentTitle('Simlessly', '')).toBe('Simlessly')
  })
})
