import { describe, expect, it } from 'vitest'
import { runScript } from './first-paint-visit'

const token = 'other=1; simlessly_token=abc'
/** The key lib/i18n.ts keeps the language the console spoke last under (LANGUAGE_STORAGE_KEY). */
const LANGUAGE_KEY = 'simlessly.language'

describe("index.html's inline script, on a prerendered signed-in screen", () => {
  it("shows the visited screen of the build's list, signed in, with the rule that shows it", () => {
    const visit = runScript({ path: '/profile/fleet', cookie: token })
    expect(visit.shown).toBe('profile/fleet')
    expect(visit.styles).toEqual([
      'html[data-prerender]>body>[data-prerender="profile/fleet"]{display:block}',
    ])
    expect(runScript({ path: '/Dashboard/', cookie: token }).shown).toBe('dashboard')
  })

  it('shows none signed out, on a screen the list does not hold, or for another path', () => {
    for (const visit of [
      { path: '/profile/fleet' },
      { path: '/config', cookie: token },
      { path: '/', cookie: token },
      { path: '/profile/fleet/more', cookie: token },
      { path: '/login', cookie: token },
    ]) {
      const { shown, styles } = runScript(visit)
      expect(shown, JSON.stringify(visit)).toBeUndefined()
      expect(styles).toEqual([])
    }
  })

  it("shows it in English only: the language saved last in this browser, else the browser's", () => {
    const shown = (languages: string[], stored: Record<string, string> = {}) =>
      runScript({ path: '/dashboard', cookie: token, languages, stored }).shown
    expect(shown(['en-US'])).toBe('dashboard')
    expect(shown(['fr-FR'])).toBe('dashboard')
    expect(shown(['zh-CN'])).toBeUndefined()
    expect(shown(['en-US'], { [LANGUAGE_KEY]: 'zh-CN' })).toBeUndefined()
    expect(shown(['zh-CN'], { [LANGUAGE_KEY]: 'en' })).toBe('dashboard')
  })

  it("loads the console's scripts and the route's chunks after its first paint, as on the sign-in page", () => {
    const visit = runScript({ path: '/profile/fleet', cookie: token })
    expect(visit.head).toEqual({
      atOnce: [],
      parsed: [],
      painted: ['signed-in', 'entry preload', 'entry imports', 'entry'],
    })
    expect(visit.links.map((link) => (link as { href?: string }).href)).toEqual([
      '/assets/layout.js',
      '/assets/fleet.js',
    ])
  })
})
