import { PROFILE_STATUSES, RECYCLE_STATUSES } from '@simlessly/shared'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import consoleStrings from '@/locales/en.console.json'
import { logValueText } from './profile-log-value'

const t = i18next.getFixedT('en')

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: consoleStrings } } })
})

describe('a profile log value', () => {
  it('names every state and recycle state in words, never the stored enum', () => {
    const words = [
      ...PROFILE_STATUSES.map((s) => logValueText('STATUS', s, t)),
      ...PROFILE_STATUSES.map((s) => logValueText('GENERATED', s, t)),
      ...RECYCLE_STATUSES.map((s) => logValueText('RECYCLE', s, t)),
    ]
    expect(words.filter((w) => /^[A-Z_]+$/.test(w) || w.includes('.'))).toEqual([])
    expect(logValueText('STATUS', 'DOWNLOADED', t)).toBe('Downloaded')
    expect(logValueText('RECYCLE', 'NONE', t)).toBe('Not recycled')
  })

  it('keeps names, identifiers and the empty value as they are', () => {
    expect(logValueText('GROUP', 'RELEASED', t)).toBe('RELEASED')
    expect(logValueText('EID_PUSH', '89049032000000000000000000000001', t)).toBe(
      '89049032000000000000000000000001',
    )
    expect(logValueText('GENERATED', undefined, t)).toBe('--')
  })
})
