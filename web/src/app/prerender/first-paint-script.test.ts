import { detectLanguage } from '@simlessly/shared/language'
import { describe, expect, it } from 'vitest'
import { PUBLIC_ROUTE_NAMES } from '../guard/decide-navigation'
import { runScript, type Visit } from './first-paint-visit'

/** Whether the script showed the prerendered sign-in page. */
const showsPrerender = (visit: Visit) => runScript(visit).prerender

describe("index.html's inline script, on the prerendered sign-in page", () => {
  it('shows it on /login itself, signed out, in English', () => {
    expect(showsPrerender({})).toBe(true)
    expect(showsPrerender({ path: '/login/' })).toBe(true)
    expect(showsPrerender({ search: '?email=a%40b.co&next=%2Fconfig' })).toBe(true)
    expect(showsPrerender({ languages: [] })).toBe(true)
    expect(showsPrerender({ languages: ['fr-FR', 'de'] })).toBe(true)
  })

  it('leaves it hidden where React draws another page: a brand, another screen, signed in, a provider step', () => {
    expect(showsPrerender({ path: '/login/acme' })).toBe(false)
    expect(showsPrerender({ path: '/dashboard' })).toBe(false)
    expect(showsPrerender({ path: '/signup' })).toBe(false)
    expect(showsPrerender({ path: '/' })).toBe(false)
    expect(showsPrerender({ search: '?step=provider' })).toBe(false)
    expect(showsPrerender({ cookie: 'other=1; simlessly_token=abc' })).toBe(false)
    expect(showsPrerender({ cookie: 'not_simlessly_token=abc' })).toBe(true)
  })

  it('decides the language as the console does (detectLanguage): shown exactly when that is English', () => {
    const tags = [
      'en',
      'en-GB',
      'en_US',
      'EN-us',
      'eng',
      'fr',
      'zh',
      'zh-CN',
      'zh_CN',
      'zh-SG',
      'zh-Hans',
      'zh-Hans-HK',
      'zh-Hant',
      'zh-TW',
      'zh-HK',
      'zh-Hant-CN',
      'zh-CN-Hant',
      'zh-Hans-Hant',
      'zh-MO',
      'ja',
    ]
    const lists = [...tags.map((tag) => [tag]), ...tags.flatMap((first) => tags.map((tag) => [first, tag]))]
    const disagree = lists.filter(
      (languages) => showsPrerender({ languages }) !== (detectLanguage(languages) === 'en'),
    )
    expect(disagree).toEqual([])
  })
})

/** The key provider-buttons.tsx keeps the number of providers under (PROVIDERS_STORAGE_KEY). */
const PROVIDERS_STORAGE_KEY = 'simlessly.providers'

describe("index.html's inline script, on the room held for the sign-in providers", () => {
  it('holds room for as many as the console offered last time (provider-buttons.tsx), both on a first visit', () => {
    expect(runScript({ stored: { [PROVIDERS_STORAGE_KEY]: '1' } }).providers).toBe('1')
    expect(runScript({ path: '/signup', stored: { [PROVIDERS_STORAGE_KEY]: '0' } }).providers).toBe('0')
    expect(runScript({}).providers).toBeUndefined()
  })
})

describe("index.html's inline script, on when the console's scripts load", () => {
  it('on the prerendered sign-in page, after its first paint: nothing fetched or run before it', () => {
    expect(runScript({}).head).toEqual({
      atOnce: [],
      parsed: [],
      painted: ['sign-in', 'entry preload', 'entry imports', 'entry'],
    })
  })

  it('elsewhere, the preloads at once and the entry once the document is parsed', () => {
    for (const visit of [{ path: '/login/acme' }, { languages: ['zh-CN'] }, { path: '/dashboard' }]) {
      expect(runScript(visit).head, JSON.stringify(visit)).toEqual({
        atOnce: ['sign-in', 'entry preload', 'entry imports'],
        parsed: ['entry'],
        painted: [],
      })
    }
    expect(runScript({ path: '/signup' }).head.atOnce).toEqual(['entry preload', 'entry imports'])
    expect(runScript({ path: '/config', cookie: 'simlessly_token=abc' }).head).toEqual({
      atOnce: ['signed-in', 'entry preload', 'entry imports'],
      parsed: ['entry'],
      painted: [],
    })
  })
})

describe("index.html's inline script, on what each visit preloads", () => {
  const preloads = (visit: Visit) => runScript(visit).preloads
  const token = 'other=1; simlessly_token=abc'

  it('preloads the sign-in chunks where a visitor sees the sign-in page: /login, or a page that sends there', () => {
    for (const path of ['/login', '/login/acme', '/', '/profile/fleet', '/dashboard', '/no/such/page']) {
      expect(preloads({ path }), path).toEqual(['sign-in'])
    }
    expect(preloads({ search: '?step=provider', languages: ['zh-CN'] })).toEqual(['sign-in'])
  })

  it('preloads the signed-in chunks instead with a session cookie, and nothing on the other public pages', () => {
    for (const path of ['/login', '/', '/profile/fleet', '/dashboard']) {
      expect(preloads({ path, cookie: token }), path).toEqual(['signed-in'])
    }
    for (const name of PUBLIC_ROUTE_NAMES.filter((route) => route !== 'login')) {
      expect(preloads({ path: `/${name}` }), name).toEqual([])
      expect(preloads({ path: `/${name}/acme` }), name).toEqual([])
    }
  })
})

describe("index.html's inline script, on the visited route's own chunks", () => {
  const links = (visit: Visit) => runScript(visit).links
  const token = 'simlessly_token=abc'
  const link = (file: string) => ({
    tag: 'link',
    rel: 'modulepreload',
    fetchPriority: 'low',
    crossOrigin: '',
    href: `/${file}`,
  })

  it("preloads the chunks the build's map lists for the route, beside the signed-in template's", () => {
    expect(links({ path: '/profile/fleet', cookie: token })).toEqual([
      link('assets/layout.js'),
      link('assets/fleet.js'),
    ])
    expect(runScript({ path: '/profile/fleet', cookie: token }).preloads).toEqual(['signed-in'])
    expect(links({ path: '/profile/fleet/', cookie: token })).toHaveLength(2)
    expect(links({ path: '/', cookie: token })).toEqual([link('assets/layout.js'), link('assets/home.js')])
  })

  it('matches a parameter, and the path in any case as the router does', () => {
    expect(links({ path: '/configform/add', cookie: token })).toEqual([
      link('assets/layout.js'),
      link('assets/form.js'),
    ])
    expect(links({ path: '/user/changepassword', cookie: token })).toEqual([link('assets/password.js')])
    expect(links({ path: '/configform', cookie: token })).toEqual([])
    expect(links({ path: '/configform/add/more', cookie: token })).toEqual([])
  })

  it('preloads none on a page the map does not list, or signed out', () => {
    expect(links({ path: '/no/such/page', cookie: token })).toEqual([])
    expect(links({ path: '/profile/fleet' })).toEqual([])
    expect(links({ path: '/login' })).toEqual([])
  })
})
