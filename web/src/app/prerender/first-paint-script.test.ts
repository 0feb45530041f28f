import { readFileSync } from 'node:fs'
import path from 'node:path'
import { detectLanguage } from '@simlessly/shared/language'
import { describe, expect, it } from 'vitest'

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8')
const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? ''

type Visit = { path?: string; search?: string; cookie?: string; languages?: string[] }

/** Runs index.html's inline script on a visit and says whether it showed the prerendered sign-in page. */
function showsPrerender({ path = '/login', search = '', cookie = '', languages = ['en-US'] }: Visit) {
  const root = { dataset: {} as Record<string, string>, classList: { add: () => undefined } }
  const run = new Function('localStorage', 'matchMedia', 'document', 'location', 'navigator', script)
  run(
    { getItem: () => null },
    () => ({ matches: false }),
    { documentElement: root, cookie },
    { pathname: path, search },
    { languages },
  )
  return root.dataset.prerender === 'login'
}

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
