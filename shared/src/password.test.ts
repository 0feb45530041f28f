import { describe, expect, it } from 'vitest'
import { isStrongPassword } from './password.ts'

describe('isStrongPassword', () => {
  it.each(['Abcdefgh1!', 'Zz9#zzzzzzzzzzzzzzzzzzzzzzzzzz'])('accepts %j', (value) => {
    expect(isStrongPassword(value)).toBe(true)
  })

  it.each([
    ['too short', 'Abcdef1!x'],
    ['too long', `Aa1!${'x'.repeat(27)}`],
    ['no digit', 'Abcdefghi!'],
    ['no upper case', 'abcdefgh1!'],
    ['no lower case', 'ABCDEFGH1!'],
    ['no special character', 'Abcdefgh12'],
    ['a space', 'Abcd efgh1!'],
  ])('refuses a password with %s', (_, value) => {
    expect(isStrongPassword(value)).toBe(false)
  })
})
