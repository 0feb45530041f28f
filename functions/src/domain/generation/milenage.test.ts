import { describe, expect, it } from 'vitest'
import { opcFromOp } from './milenage.ts'

describe('opcFromOp', () => {
  it.each([
    // 3GPP TS 35.208, test set 1.
    [
      '465B5CE8B199B49FAA5F0A2EE238A6BC',
      'CDC202D5123E20F62B6D676AC72CB318',
      'CD63CB71954A9F4E48A5994E37A02BAF',
    ],
  ])('derives the OPc of the conformance test set (Ki %s)', (ki, op, opc) => {
    expect(opcFromOp(ki, op)).toBe(opc)
  })

  it('refuses keys of the wrong length', () => {
    expect(() => opcFromOp('00', 'CDC202D5123E20F62B6D676AC72CB318')).toThrow(/16-byte/)
  })
})
