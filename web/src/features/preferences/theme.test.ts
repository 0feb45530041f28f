import { describe, expect, it } from 'vitest'
import { isDark, THEME_MODULE } from './theme'

describe('THEME_MODULE (preferences.theme)', () => {
  it('reads each saved choice back from what it wrote', () => {
    for (const choice of ['system', 'light', 'dark'] as const) {
      expect(THEME_MODULE.parse(THEME_MODULE.serialize(choice))).toBe(choice)
    }
    expect(THEME_MODULE.serialize('dark')).toBe('{"theme":"dark"}')
  })

  it('is System for nothing saved and for anything it cannot read', () => {
    for (const saved of [undefined, '', 'not json', 'null', '{"theme":"blue"}', '{"theme":1}', '"dark"']) {
      expect(THEME_MODULE.parse(saved), String(saved)).toBe('system')
    }
  })
})

describe('isDark', () => {
  it('follows the system only when the choice is System', () => {
    expect(isDark('system', true)).toBe(true)
    expect(isDark('system', false)).toBe(false)
    expect(isDark('dark', false)).toBe(true)
    expect(isDark('light', true)).toBe(false)
  })
})
