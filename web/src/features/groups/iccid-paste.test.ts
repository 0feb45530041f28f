import { FLEET_SELECTION_MAX } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { parsePastedIccids } from './iccid-paste'

const A = '8944000000000000012'
const B = '89440000000000000020'
const C = '894400000000000003'

describe('parsePastedIccids', () => {
  it('reads one ICCID a line, comma or semicolon separated lists and stray spaces', () => {
    expect(parsePastedIccids(`${A}\n${B}, ${C}`).valid).toEqual([A, B, C])
    expect(parsePastedIccids(`  ${A};${B}\r\n\t${C}  \n\n`).valid).toEqual([A, B, C])
  })

  it('keeps each ICCID once and counts the repeats', () => {
    const pasted = parsePastedIccids(`${A}\n${A},${B}\n${A}`)
    expect(pasted.valid).toEqual([A, B])
    expect(pasted.duplicates).toBe(2)
  })

  it('lists the values that break the ICCID rule with its reason, and sends none of them', () => {
    const pasted = parsePastedIccids(`${A}\n12345\n89440000000000000000123\nabc${A}`)
    expect(pasted.valid).toEqual([A])
    expect(pasted.invalid).toEqual([
      { value: '12345', reason: 'Invalid ICCID: use 18 to 20 digits' },
      { value: '89440000000000000000123', reason: 'Invalid ICCID: use 18 to 20 digits' },
      { value: `abc${A}`, reason: 'Invalid ICCID: use 18 to 20 digits' },
    ])
  })

  it('reads nothing from empty text', () => {
    expect(parsePastedIccids(' \n , ')).toEqual({ valid: [], invalid: [], duplicates: 0, tooMany: false })
  })

  it('flags more ICCIDs than one call takes', () => {
    const many = Array.from(
      { length: FLEET_SELECTION_MAX + 1 },
      (_, i) => `8944${String(i).padStart(15, '0')}`,
    )
    expect(parsePastedIccids(many.join('\n')).tooMany).toBe(true)
    expect(parsePastedIccids(many.slice(1).join('\n')).tooMany).toBe(false)
  })
})
