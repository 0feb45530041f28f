import path from 'node:path'
import { LANGUAGES } from '@simlessly/shared/language'
import { describe, expect, it } from 'vitest'
import { compare, describeProblems, parityProblems } from './locale-parity.ts'

const locales = path.resolve(import.meta.dirname, '../../web/src/locales')
const translations = LANGUAGES.filter((language) => language !== 'en')

describe('every translation of the web', () => {
  it('has exactly the keys of English, with the same {{variables}}, and no empty text', () => {
    // The failure lists per file the keys to translate: the worklist after English keys were added.
    expect(describeProblems(parityProblems(locales, translations))).toBe('')
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
