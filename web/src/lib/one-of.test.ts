import { describe, expect, it } from 'vitest'
import { isOneOf } from './one-of'

describe('isOneOf', () => {
  it('finds a value of the list, and nothing else: other strings, other types, nothing', () => {
    const STATES = ['ACTIVE', 'SUSPENDED'] as const
    expect(isOneOf(STATES, 'SUSPENDED')).toBe(true)
    expect(isOneOf(STATES, 'suspended')).toBe(false)
    expect(isOneOf(STATES, null)).toBe(false)
    expect(isOneOf(STATES, 1)).toBe(false)
  })
})
