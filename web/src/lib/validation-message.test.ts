import { fromTo, lengthIs } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { i18n } from './i18n'
import { translateValidation, validationKey } from './validation-message'

describe('the generic validation messages', () => {
  it('show the specification’s length messages through their keys, with the numbers', () => {
    expect(validationKey(lengthIs(32))).toEqual({ key: 'validation.lengthIs', values: { length: '32' } })
    expect(validationKey(fromTo(4, 8))).toEqual({ key: 'validation.fromTo', values: { min: '4', max: '8' } })
    expect(i18n.exists('validation.lengthIs')).toBe(true)
    expect(i18n.exists('validation.fromTo')).toBe(true)
    expect(translateValidation(lengthIs(32))).toBe('Length is 32 characters')
    expect(translateValidation(fromTo(10, 32))).toBe('From 10 to 32 characters')
  })
})
