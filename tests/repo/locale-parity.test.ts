import { readFileSync } from 'node:fs'
import path from 'node:path'
import { errorCatalogue } from '@simlessly/shared/errors'
import { LANGUAGES } from '@simlessly/shared/language'
import { describe, expect, it } from 'vitest'
import { compare, describeProblems, leaves, parityProblems } from './locale-parity.ts'

const locales = path.resolve(import.meta.dirname, '../../web/src/locales')
const translations = LANGUAGES.filter((language) => language !== 'en')

describe('every translation of the web', () => {
  it('has exactly the keys of English, with the same {{variables}}, and no empty text', () => {
    // The failure lists per file the keys to translate: the worklist after English keys were added.
    expect(describeProblems(parityProblems(locales, translations))).toBe('')
  })

  it("translates every code of the server's error catalogue (its English is the catalogue itself)", () => {
    for (const language of translations) {
      const file = path.join(locales, `${language}.catalogue.json`)
      const tree = JSON.parse(readFileSync(file, 'utf8'))
      const english = {
        apiCatalogue: Object.fromEntries(Object.entries(errorCatalogue).map(([c, e]) => [c, e.msg])),
      }
      expect(
        describeProblems(
          [compare(`${language}.catalogue.json`, english, tree)].filter(
            (p) => p.missing.length + p.extra.length + p.empty.length > 0,
          ),
        ),
      ).toBe('')
      expect([...leaves(tree).keys()].length).toBe(Object.keys(errorCatalogue).length)
    }
  })

  it('names the missing, extra, mismatched and empty keys of a translation', () => {
    const english = {
      a: { title: 'Title', count_one: '{{count}} row', count_other: '{{count}} rows' },
      b: 'Hello {{name}}',
      c: 'Gone',
      d: 'Kept',
    }
    const chinese = {
      a: { title: '标题', count_other: '{{count}} 行' },
      b: '你好 {{who}}',
      d: ' ',
      e: '多余',
    }
    expect(compare('zh-CN.x.json', english, chinese)).toEqual({
      file: 'zh-CN.x.json',
      missing: ['c'],
      extra: ['e'],
      variables: ['b'],
      empty: ['d'],
    })
    expect(compare('zh-CN.y.json', english, undefined).missing).toEqual(['a.title', 'a.count', 'b', 'c', 'd'])
    expect(describeProblems([compare('zh-CN.x.json', english, chinese)])).toContain('missing (1): c')
  })
})
