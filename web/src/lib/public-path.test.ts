import { describe, expect, it } from 'vitest'
import { returnPath, signInPath } from './public-path'

describe('returnPath', () => {
  it('takes a path of this console and nothing that leaves it', () => {
    expect(returnPath('/invitation?token=abc')).toBe('/invitation?token=abc')
    expect(returnPath('/profile/fleet?group=7&status=RELEASED#top')).toBe(
      '/profile/fleet?group=7&status=RELEASED#top',
    )
    for (const next of [
      null,
      '',
      'invitation',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/\t/evil.example',
      '/\n/evil.example/x',
      '/\\/evil.example',
    ]) {
      expect([next, returnPath(next)]).toEqual([next, undefined])
    }
  })
})

describe('signInPath', () => {
  it('fills in the address and the page to come back to, in the brand', () => {
    expect(signInPath('acme', 'grace@example.com', '/invitation/acme?token=t')).toBe(
      '/login/acme?email=grace%40example.com&next=%2Finvitation%2Facme%3Ftoken%3Dt',
    )
    expect(signInPath(undefined, '')).toBe('/login')
  })
})
