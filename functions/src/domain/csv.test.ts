import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from './csv.ts'

describe('CSV writing', () => {
  it('quotes cells holding commas, quotes and line breaks, and leaves others as they are', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', 7, undefined])).toBe(
      'a,"b,c","say ""hi""","two\nlines",7,\n',
    )
  })

  it('defuses cells a spreadsheet would run as formulas, but not signed numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell('@cmd')).toBe("'@cmd")
    expect(csvCell('-1+2')).toBe("'-1+2")
    expect(csvCell('+14155550100')).toBe('+14155550100')
    expect(csvCell('-5')).toBe('-5')
  })
})
