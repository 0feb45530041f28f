import { describe, expect, it } from 'vitest'
import { detectLanguage, parseLanguageConfig } from './language.ts'

describe('the language of someone who has not chosen one', () => {
  it('is Simplified Chinese for zh, zh-CN and zh-Hans, from the browser list', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-Hans-CN', 'zh_cn', 'ZH-sg']) {
      expect(detectLanguage([tag]), tag).toBe('zh-CN')
    }
  })

  it('is English for traditional Chinese, other languages and nothing', () => {
    for (const list of [['zh-TW'], ['zh-Hant'], ['zh-HK'], ['fr-FR', 'de'], [], null, undefined]) {
      expect(detectLanguage(list), String(list)).toBe('en')
    }
  })

  it('takes the first preferred language we have', () => {
    expect(detectLanguage(['fr', 'zh-CN', 'en'])).toBe('zh-CN')
    expect(detectLanguage(['en-GB', 'zh-CN'])).toBe('en')
  })

  it('reads an Accept-Language header by its q-values', () => {
    expect(detectLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN')
    expect(detectLanguage('en;q=0.5, zh-Hans;q=0.9')).toBe('zh-CN')
    expect(detectLanguage('en-US,en;q=0.9')).toBe('en')
    expect(detectLanguage('zh-CN;q=0, fr')).toBe('en')
    expect(detectLanguage('')).toBe('en')
  })
})

describe('a saved language', () => {
  it('is read from its module, and nothing for a value it cannot read', () => {
    expect(parseLanguageConfig('{"language":"zh-CN"}')).toBe('zh-CN')
    expect(parseLanguageConfig('{"language":"en"}')).toBe('en')
    expect(parseLanguageConfig('{"language":"fr"}')).toBeNull()
    expect(parseLanguageConfig('not json')).toBeNull()
    expect(parseLanguageConfig(undefined)).toBeNull()
  })
})
