import { regenerateRequestSchema, withLuhn } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { parseIccidList } from './iccid-list'

const A = withLuhn('894447860000495882')
const B = withLuhn('894447860000495883')
const C = '89860468152080349618'
const RULE = 'Invalid ICCID: use 18 to 20 digits'

describe('parseIccidList', () => {
  it('takes one per line, or separated by commas, semicolons, spaces or tabs, skipping blank lines', () => {
    expect(parseIccidList(`${A}\n${B}\n${C}`).valid).toEqual([A, B, C])
    expect(parseIccidList(`${A}, ${B},${C}`).valid).toEqual([A, B, C])
    expect(parseIccidList(`  ${A}\t${B}; ${C}  `).valid).toEqual([A, B, C])
    expect(parseIccidList(`  ${A};${B}\r\n\t${C}  \n\n`).valid).toEqual([A, B, C])
    expect(parseIccidList(`\r\n${A}\r\n\r\n${B}\r\n`).valid).toEqual([A, B])
  })

  it('reads nothing from empty text', () => {
    expect(parseIccidList('')).toEqual({ distinct: [], valid: [], invalid: [], duplicates: 0 })
    expect(parseIccidList(' \n , \n')).toEqual({ distinct: [], valid: [], invalid: [], duplicates: 0 })
  })

  it('removes repeats, keeps the order first typed and counts what it removed', () => {
    const list = parseIccidList(`${B}\n${A}, ${B}\n${A}\n${B}`)
    expect(list.valid).toEqual([B, A])
    expect(list.duplicates).toBe(3)
  })

  it('checks each one with the shared rule and lists the bad ones with their lines and reason', () => {
    const list = parseIccidList(
      `${A}\n12345\n${'8'.repeat(18)}, 89ABC${'0'.repeat(14)}\n${'8'.repeat(21)}\n\n12345`,
    )
    expect(list.valid).toEqual([A, '8'.repeat(18)])
    expect(list.distinct).toEqual([A, '12345', '8'.repeat(18), `89ABC${'0'.repeat(14)}`, '8'.repeat(21)])
    expect(list.invalid).toEqual([
      { value: '12345', lines: [2, 6], reason: RULE },
      { value: `89ABC${'0'.repeat(14)}`, lines: [3], reason: RULE },
      { value: '8'.repeat(21), lines: [4], reason: RULE },
    ])
    // The repeat of a bad value is counted once among the bad ones, and once among the repeats.
    expect(list.duplicates).toBe(1)
  })

  it('names a line once even when a value is on it twice', () => {
    expect(parseIccidList('123 123\n123').invalid).toEqual([{ value: '123', lines: [1, 2], reason: RULE }])
  })

  it('checks with a request’s own rule when given one', () => {
    const rule = regenerateRequestSchema.shape.iccids.element
    expect(parseIccidList(`${A}\n12345`, rule).invalid).toEqual([
      { value: '12345', lines: [2], reason: 'Invalid ICCID' },
    ])
  })
})
