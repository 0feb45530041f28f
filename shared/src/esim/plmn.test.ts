import { describe, expect, it } from 'vitest'
import {
  ACCESS_TECHNOLOGY,
  decodePlmn,
  encodePlmn,
  encodePlmnWithAct,
  parsePlmn,
  plmnListError,
  splitPlmnList,
} from './plmn.ts'

describe('PLMN', () => {
  it.each([
    ['26201', '62F210'],
    ['310410', '130014'],
    ['45400', '54F400'],
  ])('encodes %s as %s and back', (typed, hex) => {
    const plmn = parsePlmn(typed)
    expect(plmn && encodePlmn(plmn)).toBe(hex)
    expect(decodePlmn(hex)).toEqual(plmn)
  })

  it('reads absent digits as nothing, not F, as pySim does', () => {
    expect(decodePlmn('ff0f00')).toEqual({ mcc: '', mnc: '000' })
    expect(decodePlmn('62F2FF')).toEqual({ mcc: '262', mnc: '' })
    expect(decodePlmn('62f210')).toEqual({ mcc: '262', mnc: '01' })
  })

  it('adds the access technology for the lists with AcT', () => {
    expect(encodePlmnWithAct({ mcc: '262', mnc: '01' }, ACCESS_TECHNOLOGY.EUTRAN)).toBe('62F2104000')
  })

  it('reads lists typed with commas, spaces or new lines and names the bad entries', () => {
    expect(splitPlmnList('45400, 310410\n26201;')).toEqual(['45400', '310410', '26201'])
    expect(plmnListError('45400, 3104', 'FPLMN')).toBe('Invalid FPLMN: 3104 (use MCC and MNC, e.g. 310410)')
    expect(plmnListError('', 'FPLMN')).toBeNull()
    expect(decodePlmn('FFFFFF')).toBeNull()
  })
})
