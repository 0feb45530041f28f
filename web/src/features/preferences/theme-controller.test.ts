// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { resetBehaviourConfig } from '@/lib/session/behaviour-config'
import { THEME_STORAGE_KEY } from './theme'
import { createThemeController, themeController } from './theme-controller'

/** A system setting that can be changed by the test, as a MediaQueryList reports it. */
function fakeSystem(dark: boolean) {
  const target = new EventTarget()
  const media = Object.assign(target, { matches: dark, media: '(prefers-color-scheme: dark)' })
  return {
    media: media as unknown as MediaQueryList,
    change(next: boolean) {
      media.matches = next
      target.dispatchEvent(new Event('change'))
    },
  }
}

const root = () => document.createElement('html')

afterEach(() => localStorage.clear())

describe('the theme controller', () => {
  it('follows the system while the choice is System, live as the system changes', () => {
    const system = fakeSystem(false)
    const page = root()
    createThemeController({ root: page, storage: localStorage, media: system.media })
    expect(page.classList.contains('dark')).toBe(false)
    system.change(true)
    expect(page.classList.contains('dark')).toBe(true)
    system.change(false)
    expect(page.classList.contains('dark')).toBe(false)
  })

  it('keeps a chosen theme whatever the system does, and a copy for the next page load', () => {
    const system = fakeSystem(true)
    const page = root()
    const theme = createThemeController({ root: page, storage: localStorage, media: system.media })
    theme.set('light')
    expect(page.classList.contains('dark')).toBe(false)
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    system.change(false)
    theme.set('dark')
    expect(page.classList.contains('dark')).toBe(true)

    const reloaded = root()
    createThemeController({ root: reloaded, storage: localStorage, media: fakeSystem(false).media })
    expect(reloaded.classList.contains('dark')).toBe(true)
  })

  it('goes back to System and forgets the copy when reset', () => {
    const page = root()
    const theme = createThemeController({ root: page, storage: localStorage, media: fakeSystem(false).media })
    theme.set('dark')
    theme.reset()
    expect(theme.choice).toBe('system')
    expect(page.classList.contains('dark')).toBe(false)
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
  })

  it('reads an unknown stored copy as System', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple')
    const theme = createThemeController({ root: root(), storage: localStorage, media: undefined })
    expect(theme.choice).toBe('system')
  })

  it("resets the page's theme when the behaviour config is reset (logout)", () => {
    themeController.set('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    resetBehaviourConfig()
    expect(themeController.choice).toBe('system')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
  })
})
