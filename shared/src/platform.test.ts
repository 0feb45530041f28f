import { describe, expect, it } from 'vitest'
import { brandKeySchema, parseAppConfig, platformQuerySchema } from './platform.ts'

describe('brand keys', () => {
  it('are trimmed and lower-cased', () => {
    expect(brandKeySchema.parse(' Acme-2 ')).toBe('acme-2')
  })

  it.each(['', '-acme', 'a b', 'acme!', 'x'.repeat(33)])('refuse %j', (key) => {
    expect(platformQuerySchema.safeParse({ sys: key }).success).toBe(false)
  })
})

describe('parseAppConfig', () => {
  it('reads the JSON string of the platform query', () => {
    const value = JSON.stringify({ iconUrl: '/x.svg', styleProperties: { theme: '#0f766e' } })
    expect(parseAppConfig(value)).toEqual({ iconUrl: '/x.svg', styleProperties: { theme: '#0f766e' } })
  })

  it.each(['not json', '{}', JSON.stringify({ iconUrl: '/x', styleProperties: { theme: 'red' } })])(
    'returns null for %j',
    (value) => {
      expect(parseAppConfig(value)).toBeNull()
    },
  )
})
